import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubOrdersPageSchema, clubOrdersQuerySchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { listClubOrders } from '../orders/listClubOrders'

export const listOrdersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/club/orders',
    {
      schema: {
        tags: ['club'],
        summary: "The caller's staking orders, newest first (cursor pages)",
        security: [{ bearer: [] }],
        querystring: clubOrdersQuerySchema,
        response: { 200: envelopeSchema(clubOrdersPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const { cursor, limit } = request.query
      return ok(
        request,
        await listClubOrders(app.services.database.db, { memberId: auth.memberId, cursor, limit }),
      )
    }),
  )
}
