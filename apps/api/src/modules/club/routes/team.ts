import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  clubLeaderSchema,
  clubTeamSchema,
  envelopeSchema,
  teamMembersPageSchema,
  teamMembersQuerySchema,
} from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { withResponseWriter, writeEnvelopeOncePerData } from '../../../platform/http/responseSerializer'
import { clubLeader } from '../reads/leader'
import { listTeamMembers } from '../reads/teamMembers'
import { teamOverview } from '../reads/teamOverview'
import { createTeamOverviewCache } from '../reads/teamOverviewCache'
import { clubToday } from './clubToday'

/**
 * The team screen's envelope: its data parsed by the schema and written as JSON once per answer
 * object. A large team's answer is the same object for seconds (the cache below), so its 20 legs are
 * neither checked nor written again on every call.
 */
const teamEnvelopeSchema = withResponseWriter(
  envelopeSchema(clubTeamSchema),
  writeEnvelopeOncePerData(clubTeamSchema),
)

/** GET /club/team (the landing screen), /club/team/members (my direct members) and /club/leader. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services
  const auth = { security: [{ bearer: [] }], tags: ['club'] }
  // Teams of a thousand members and more: their screen is reused for 5 s (see teamOverviewCache.ts),
  // read again in the background during its last second when asked for then.
  const overviews = createTeamOverviewCache({
    ttlMs: 5_000,
    refreshAheadMs: 1_000,
    minTeamSize: 1_000,
    maxEntries: 10_000,
  })
  app.get(
    '/club/team',
    {
      schema: {
        ...auth,
        summary: 'My level, upgrade progress, team performance (total, today, per leg) and team figures',
        response: { 200: teamEnvelopeSchema },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) => {
      const today = clubToday(app.services)
      const load = () => teamOverview(database.db, { member, today })
      return ok(request, await overviews.get(member.id, today, load))
    }),
  )
  app.get(
    '/club/team/members',
    {
      schema: {
        ...auth,
        summary: 'My direct members in join order (cursor pages)',
        querystring: teamMembersQuerySchema,
        response: { 200: envelopeSchema(teamMembersPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(
        request,
        await listTeamMembers(database.db, {
          referrerId: member.id,
          viewerDepth: member.depth,
          cursor: request.query.cursor,
          limit: request.query.limit,
        }),
      ),
    ),
  )
  app.get(
    '/club/leader',
    {
      schema: {
        ...auth,
        summary: 'My referrer and my nearest upline at V3 or above (masked)',
        response: { 200: envelopeSchema(clubLeaderSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) => ok(request, await clubLeader(database.db, member))),
  )
}
