import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dailyRankingSchema, envelopeSchema, homeSummarySchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { dailyRanking } from '../dailyRanking'
import { homeSummary } from '../homeSummary'

/** GET /ranking/daily and GET /home/summary (both need a session); the day runs in SETTLEMENT_TIME_ZONE. */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, now } = app.services
  const timeZone = config.settlementTimeZone
  app.get(
    '/ranking/daily',
    {
      schema: {
        tags: ['ranking'],
        summary: "Today's top members by new direct-invite purchases, with the caller's own rank",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(dailyRankingSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(request, await dailyRanking(database.db, { memberId: auth.memberId, now: now(), timeZone })),
    ),
  )
  app.get(
    '/home/summary',
    {
      schema: {
        tags: ['ranking'],
        summary: 'Direct invites and invite rewards (total and today) for the home screen',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(homeSummarySchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(request, await homeSummary(database.db, { memberId: auth.memberId, now: now(), timeZone })),
    ),
  )
}
