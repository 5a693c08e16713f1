import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, withdrawalSchema, withdrawRequestSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { moneyMovementRateLimit } from '../../../platform/http/rateLimits'
import { getAddress, type Hex } from 'viem'
import { authorizeWithdrawal } from '../authorizeWithdrawal'
import { requestWithdrawal } from '../requestWithdrawal'
import { withdrawalGuards } from '../withdrawalGuards'

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
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, auth) => {
      const idempotencyKey = requireIdempotencyKey(request)
      const { currency, amount, address, note, signature, expiry, fee } = request.body
      const { db } = app.services.database
      await authorizeWithdrawal(db, {
        currency,
        amount: BigInt(amount),
        address,
        idempotencyKey,
        signature: signature as Hex,
        expiry,
        fee: fee === undefined ? undefined : BigInt(fee),
        ...withdrawalGuards(app.services, getAddress(auth.member.address)),
      })
      const { withdrawal } = await requestWithdrawal(db, {
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
