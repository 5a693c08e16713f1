import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubOrderSchema, createClubOrderSchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { moneyMovementRateLimit } from '../../../platform/http/rateLimits'
import { createClubOrder } from '../orders/createClubOrder'

export const createOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/club/orders',
    {
      schema: {
        tags: ['club'],
        summary:
          'Record a staking order before the wallet sends placeOrder (Idempotency-Key header required)',
        security: [{ bearer: [] }],
        body: createClubOrderSchema,
        response: { 200: envelopeSchema(clubOrderSchema) },
      },
      onRequest: app.authenticate,
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, auth) => {
      const requestKey = requireIdempotencyKey(request)
      const { order } = await createClubOrder(app.services.database.db, {
        memberId: auth.memberId,
        requestKey,
        communityNumber: request.body.communityNumber || undefined,
      })
      return ok(request, order)
    }),
  )
}
