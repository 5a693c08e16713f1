import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, transferRequestSchema, transferResponseSchema, transferStepUp } from '@vita/shared'
import { getAddress, type Hex } from 'viem'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { invalidInput } from '../../../platform/http/domainError'
import { moneyMovementRateLimit } from '../../../platform/http/rateLimits'
import { stepUpContextFor, verifyStepUp } from '../../../platform/http/verifyStepUp'
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
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, auth) => {
      const idempotencyKey = requireIdempotencyKey(request)
      const { toUuid, currency, amount, memo, signature, expiry } = request.body
      const { config } = app.services
      // From the threshold on, money leaving a member needs their wallet, as for withdrawals.
      if (BigInt(amount) >= config.transferStepUpThreshold) {
        if (signature === undefined || expiry === undefined) throw invalidInput('stepUpRequired')
        const context = stepUpContextFor(app.services, getAddress(auth.member.address))
        await verifyStepUp(
          context,
          { signature: signature as Hex, expiry },
          transferStepUp(context.chainId, context.verifyingContract, {
            amount: BigInt(amount),
            currency,
            toUuid: toUuid.toLowerCase(),
            idempotencyKey,
            expiry: BigInt(expiry),
          }),
        )
      }
      const result = await transferToMember(app.services.database.db, {
        fromMemberId: auth.member.id,
        toUuid: toUuid.toLowerCase(),
        currency,
        amount: BigInt(amount),
        memo,
        idempotencyKey,
        // The spec names no minimum; MIN_TRANSFER_AMOUNT (0.01 by default) keeps dust spam out.
        minimum: config.minTransfer,
      })
      return ok(request, result)
    }),
  )
}
