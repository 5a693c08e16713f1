import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billsPageSchema, billsQuerySchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { listBills } from '../listBills'

export const listBillsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/bills',
    {
      schema: {
        tags: ['assets'],
        summary: 'The bill log, newest first, filtered by currency and type (cursor pages)',
        security: [{ bearer: [] }],
        querystring: billsQuerySchema,
        response: { 200: envelopeSchema(billsPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const { cursor, limit, currency, type } = request.query
      const page = await listBills(app.services.database.db, {
        memberId: auth.member.id,
        cursor,
        limit,
        currency,
        type,
      })
      return ok(request, page)
    }),
  )
}
