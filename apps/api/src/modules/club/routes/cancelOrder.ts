import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubOrderSchema, envelopeSchema, clubIdParamsSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { cancelClubOrder } from '../orders/cancelClubOrder'

export const cancelOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/club/orders/:id/cancel',
    {
      schema: {
        tags: ['club'],
        summary: 'Cancel a pending order before its transaction is sent',
        security: [{ bearer: [] }],
        params: clubIdParamsSchema,
        response: { 200: envelopeSchema(clubOrderSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(
        request,
        await cancelClubOrder(app.services.database.db, {
          memberId: auth.memberId,
          orderUuid: request.params.id,
        }),
      ),
    ),
  )
}
