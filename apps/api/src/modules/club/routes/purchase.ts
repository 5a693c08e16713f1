import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubPurchaseSchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { getClubPurchase } from '../orders/getClubPurchase'

export const purchaseRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/club/purchase',
    {
      schema: {
        tags: ['club'],
        summary: 'What the buy screen needs: price, orders left, referrer wallet, activation, the open order',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(clubPurchaseSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(request, await getClubPurchase(app.services.database.db, auth.memberId)),
    ),
  )
}
