import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billsQuerySchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import {
  createConcurrencyLimit,
  perMemberRateLimit,
  tooManyRequests,
} from '../../../platform/http/rateLimits'
import { billsCsvLines } from '../billsCsv'

const csvQuerySchema = billsQuerySchema.pick({ currency: true, type: true })

/**
 * An export reads up to 10,000 rows: 5 a minute per member, one at a time per member and 8 at once in
 * a process (40 parallel exports by one member once slowed every other request 100×).
 */
export const BILLS_CSV_RATE_LIMIT = { max: 5, timeWindow: 60_000 }
export const BILLS_CSV_CONCURRENCY = { perKey: 1, total: 8 }

export const exportBillsCsvRoute: FastifyPluginAsyncZod = async (app) => {
  const running = createConcurrencyLimit(BILLS_CSV_CONCURRENCY)
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
      config: { rateLimit: perMemberRateLimit(BILLS_CSV_RATE_LIMIT) },
    },
    withAuth(async (request, auth, reply) => {
      const { currency, type } = request.query
      const release = running.tryAcquire(String(auth.member.id))
      if (!release) throw tooManyRequests()
      // Released when the answer is sent or the client goes away, whichever comes first.
      reply.raw.once('close', release)
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
        .send(Readable.from(lines))
    }),
  )
}
