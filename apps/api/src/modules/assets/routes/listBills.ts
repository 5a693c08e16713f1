import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billsPageSchema, billsQuerySchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../../app/envelope'
import { unauthorized } from '../../../app/domainError'
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
    async (request) => {
      if (!request.auth) throw unauthorized()
      const { cursor, limit, currency, type } = request.query
      const page = await listBills(app.services.database.db, {
        memberId: request.auth.member.id,
        cursor,
        limit,
        currency,
        type,
      })
      return ok(request, page)
    },
  )
}
