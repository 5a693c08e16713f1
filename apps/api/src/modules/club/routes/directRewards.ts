import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { directRewardsQuerySchema, directRewardsSchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { directRewards } from '../reads/directRewards'
import { loadClubRules } from '../rules/loadClubRules'
import { clubToday } from './clubToday'

/** GET /club/direct-rewards: my invite rewards (club-rules §4). */
export const directRewardsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/club/direct-rewards',
    {
      schema: {
        tags: ['club'],
        summary: 'My invite rewards: total, today, direct count and the records (cursor pages)',
        security: [{ bearer: [] }],
        querystring: directRewardsQuerySchema,
        response: { 200: envelopeSchema(directRewardsSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(
        request,
        await directRewards(app.services.database.db, {
          memberId: member.id,
          inviteReward: (await loadClubRules(app.services.database.db)).inviteReward,
          today: clubToday(app.services),
          ...request.query,
        }),
      ),
    ),
  )
}
