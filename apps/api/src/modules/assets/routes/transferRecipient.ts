import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  envelopeSchema,
  parseMemberReference,
  transferRecipientQuerySchema,
  transferRecipientSchema,
} from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { moneyMovementRateLimit } from '../../../platform/http/rateLimits'
import { findTransferRecipient } from '../findTransferRecipient'
import { maskAddress } from '../../members'

export const transferRecipientRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/transfer-recipient',
    {
      schema: {
        tags: ['assets'],
        summary:
          "Who a transfer would pay, named by UUID, community number or wallet address (the transfer form's check)",
        security: [{ bearer: [] }],
        querystring: transferRecipientQuerySchema,
        response: { 200: envelopeSchema(transferRecipientSchema) },
      },
      onRequest: app.authenticate,
      // Community numbers are sequential: the transfers' per-member limit keeps a script from walking them.
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, auth) => {
      const recipient = await findTransferRecipient(app.services.database.db, {
        fromMemberId: auth.member.id,
        to: parseMemberReference(request.query.to),
        field: 'to',
      })
      return ok(request, {
        uuid: recipient.uuid,
        communityNumber: recipient.communityNumber,
        maskedAddress: maskAddress(recipient.address),
      })
    }),
  )
}
