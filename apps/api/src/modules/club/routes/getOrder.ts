import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubOrderSchema, envelopeSchema, clubIdParamsSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { findMemberOrder } from '../orders/findMemberOrder'
import { toClubOrderViews } from '../orders/orderView'
import { loadClubRules } from '../rules/loadClubRules'

export const getOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/club/orders/:id',
    {
      schema: {
        tags: ['club'],
        summary: "One of the caller's staking orders (anyone else's answers 404)",
        security: [{ bearer: [] }],
        params: clubIdParamsSchema,
        response: { 200: envelopeSchema(clubOrderSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const { db } = app.services.database
      const [rules, order] = await Promise.all([
        loadClubRules(db),
        findMemberOrder(db, { memberId: auth.memberId, orderUuid: request.params.id }),
      ])
      const [view] = await toClubOrderViews(db, [order], rules)
      if (!view) throw new Error('the order has no view')
      return ok(request, view)
    }),
  )
}
