import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, transferRequestSchema, transferResponseSchema, transferStepUp } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { invalidInput } from '../../../platform/http/domainError'
import { moneyMovementRateLimit } from '../../../platform/http/rateLimits'
import { verifyMemberStepUp } from '../../../platform/http/verifyStepUp'
import { findTransferRecipient } from '../findTransferRecipient'
import { transferToMember } from '../transferToMember'

export const transferRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/assets/transfer',
    {
      schema: {
        tags: ['assets'],
        summary:
          'Transfer to another member by UUID, community number or wallet address (Idempotency-Key header required)',
        security: [{ bearer: [] }],
        body: transferRequestSchema,
        response: { 200: envelopeSchema(transferResponseSchema) },
      },
      onRequest: app.authenticate,
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, auth) => {
      const idempotencyKey = requireIdempotencyKey(request)
      const { to, currency, amount, memo, signature, expiry } = request.body
      const { config } = app.services
      // `to` (UUID, community number or address) becomes the recipient's UUID first: the step-up signs
      // that, and the transfer goes on as one by `toUuid`.
      const toUuid =
        to === undefined
          ? request.body.toUuid?.toLowerCase()
          : (
              await findTransferRecipient(app.services.database.db, {
                fromMemberId: auth.member.id,
                to,
                field: 'to',
              })
            ).uuid
      // The schema lets exactly one of `to` and `toUuid` through.
      if (toUuid === undefined) throw invalidInput()
      // A signature, when sent, must be the member's; without one, transferToMember keeps the unsigned
      // transfers of the last 24 hours below the threshold (stepUpRequired past it).
      if (signature !== undefined || expiry !== undefined) {
        if (signature === undefined || expiry === undefined) throw invalidInput('stepUpRequired')
        await verifyMemberStepUp(app.services, auth.member.address, { signature, expiry }, (domain) =>
          transferStepUp(domain.chainId, domain.verifyingContract, {
            amount: BigInt(amount),
            currency,
            toUuid,
            idempotencyKey,
            expiry: BigInt(expiry),
          }),
        )
      }
      const result = await transferToMember(app.services.database.db, {
        fromMemberId: auth.member.id,
        toUuid,
        currency,
        amount: BigInt(amount),
        memo,
        idempotencyKey,
        // The spec names no minimum; MIN_TRANSFER_AMOUNT (0.01 by default) keeps dust spam out.
        minimum: config.minTransfer,
        stepUp:
          signature === undefined
            ? { signed: false, threshold: config.transferStepUpThreshold, now: app.services.now() }
            : { signed: true },
      })
      return ok(request, result)
    }),
  )
}
