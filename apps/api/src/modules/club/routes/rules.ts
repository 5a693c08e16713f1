import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubLevelsSchema, clubRulesSchema, clubRulesView, envelopeSchema, levelRowsView } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { loadClubRules } from '../rules/loadClubRules'

/** GET /club/rules (no session: the rules dialog and the manual) and GET /club/levels. */
export const rulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.services
  app.get(
    '/club/rules',
    {
      schema: {
        tags: ['club'],
        summary: 'The club rules in force (every configurable number, the level table, the time zone)',
        response: { 200: envelopeSchema(clubRulesSchema) },
      },
    },
    async (request) =>
      ok(request, clubRulesView(await loadClubRules(database.db), config.settlementTimeZone)),
  )
  app.get(
    '/club/levels',
    {
      schema: {
        tags: ['club'],
        summary: "The level table with the caller's level",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(clubLevelsSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(request, { myLevel: auth.member.level, levels: levelRowsView(await loadClubRules(database.db)) }),
    ),
  )
}
