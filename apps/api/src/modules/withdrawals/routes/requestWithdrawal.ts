import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, withdrawalSchema, withdrawRequestSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { requestWithdrawal } from '../requestWithdrawal'

export const requestWithdrawalRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/withdrawals',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'Request a withdrawal (Idempotency-Key header required); the amount is reserved at once',
        security: [{ bearer: [] }],
        body: withdrawRequestSchema,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const idempotencyKey = requireIdempotencyKey(request)
      const { currency, amount, address, note } = request.body
      const { withdrawal } = await requestWithdrawal(app.services.database.db, {
        memberId: auth.memberId,
        idempotencyKey,
        currency,
        amount: BigInt(amount),
        address,
        note,
      })
      return ok(request, withdrawal)
    }),
  )
}
