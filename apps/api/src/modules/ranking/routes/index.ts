import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dailyRankingSchema, envelopeSchema, homeSummarySchema } from '@vita/shared'
import type { ModuleRoutes } from '../../../app/registerModuleRoutes'
import { ok } from '../../../app/envelope'
import { unauthorized } from '../../../app/domainError'
import { dailyRanking, DEFAULT_RANKING_TIME_ZONE } from '../dailyRanking'
import { homeSummary } from '../homeSummary'

export type RankingRoutesOptions = {
  /** IANA time zone the day runs in (the settlement time zone); default Asia/Shanghai. */
  timeZone?: string
}

/** GET /ranking/daily and GET /home/summary (both need a session). */
export function createRankingRoutes(options: RankingRoutesOptions = {}): ModuleRoutes {
  const timeZone = options.timeZone ?? DEFAULT_RANKING_TIME_ZONE
  // Fails at start, not per request, on a misspelt zone.
  new Intl.DateTimeFormat('en', { timeZone })

  const dailyRankingRoute: FastifyPluginAsyncZod = async (app) => {
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
      async (request) => {
        if (!request.auth) throw unauthorized()
        const now = app.services.now()
        return ok(
          request,
          await dailyRanking(app.services.database.db, { memberId: request.auth.member.id, now, timeZone }),
        )
      },
    )
  }

  const homeSummaryRoute: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/home/summary',
      {
        schema: {
          tags: ['ranking'],
          summary: "The caller's invite reward summary for the home screen",
          security: [{ bearer: [] }],
          response: { 200: envelopeSchema(homeSummarySchema) },
        },
        onRequest: app.authenticate,
      },
      async (request) => {
        if (!request.auth) throw unauthorized()
        const now = app.services.now()
        return ok(
          request,
          await homeSummary(app.services.database.db, { memberId: request.auth.member.id, now, timeZone }),
        )
      },
    )
  }

  return async (app) => {
    await app.register(dailyRankingRoute)
    await app.register(homeSummaryRoute)
  }
}
