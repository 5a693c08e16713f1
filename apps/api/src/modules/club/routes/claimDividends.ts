import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { claimDividendsResponseSchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { moneyMovementRateLimit } from '../../../platform/http/rateLimits'
import { claimDividends } from '../claims/claimDividends'

export const claimDividendsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/club/dividends/claim',
    {
      schema: {
        tags: ['club'],
        summary:
          'Claim every claimable dividend and invite reward into the available balance (Idempotency-Key)',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(claimDividendsResponseSchema) },
      },
      onRequest: app.authenticate,
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, auth) => {
      const requestKey = requireIdempotencyKey(request)
      return ok(
        request,
        await claimDividends(app.services.database.db, { memberId: auth.member.id, requestKey }),
      )
    }),
  )
}
