import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billsQuerySchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { billsCsvLines } from '../billsCsv'

const csvQuerySchema = billsQuerySchema.pick({ currency: true, type: true })

export const exportBillsCsvRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/bills.csv',
    {
      schema: {
        tags: ['assets'],
        summary: 'The bill log as CSV (UTF-8 with BOM), newest first, same filters as /assets/bills',
        security: [{ bearer: [] }],
        querystring: csvQuerySchema,
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth, reply) => {
      const { currency, type } = request.query
      const day = app.services.now().toISOString().slice(0, 10)
      const filename = `bills-${[currency, type, day].filter(Boolean).join('-')}.csv`
      const lines = billsCsvLines(app.services.database.db, {
        memberId: auth.member.id,
        currency,
        type,
      })
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines))
    }),
  )
}
