import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubEarningsSchema, clubStatsSchema, earningsQuerySchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { clubStats } from '../reads/clubStats'
import { memberEarnings } from '../reads/earnings'
import { clubToday } from './clubToday'

/** GET /club/stats (club totals) and GET /club/earnings (mine by kind and by day). */
export const statsAndEarningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services
  app.get(
    '/club/stats',
    {
      schema: {
        tags: ['club'],
        summary: "Club totals: members, orders, consumption, pools, today's new orders",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(clubStatsSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request) => ok(request, await clubStats(database.db, clubToday(app.services)))),
  )
  app.get(
    '/club/earnings',
    {
      schema: {
        tags: ['club'],
        summary: 'My club earnings by kind, in total and per settled day of the last `days` days',
        security: [{ bearer: [] }],
        querystring: earningsQuerySchema,
        response: { 200: envelopeSchema(clubEarningsSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(
        request,
        await memberEarnings(database.db, {
          memberId: auth.member.id,
          days: request.query.days,
          today: clubToday(app.services),
        }),
      ),
    ),
  )
}
