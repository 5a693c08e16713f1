import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, transferRequestSchema, transferResponseSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { transferToMember } from '../transferToMember'

export const transferRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/assets/transfer',
    {
      schema: {
        tags: ['assets'],
        summary: 'Transfer to another member by UUID (Idempotency-Key header required)',
        security: [{ bearer: [] }],
        body: transferRequestSchema,
        response: { 200: envelopeSchema(transferResponseSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const idempotencyKey = requireIdempotencyKey(request)
      const { toUuid, currency, amount, memo } = request.body
      const result = await transferToMember(app.services.database.db, {
        fromMemberId: auth.member.id,
        toUuid: toUuid.toLowerCase(),
        currency,
        amount: BigInt(amount),
        memo,
        idempotencyKey,
      })
      return ok(request, result)
    }),
  )
}
