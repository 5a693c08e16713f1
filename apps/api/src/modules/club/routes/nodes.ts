import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubIdParamsSchema, envelopeSchema } from '@vita/shared'
import {
  myNodeResponseSchema,
  nodeChangeResponseSchema,
  nodeConfigSchema,
  nodeDetailSchema,
  nodeMembersPageSchema,
  nodeMembersQuerySchema,
  nodeQualificationSchema,
  nodeRewardsPageSchema,
  nodeRewardsQuerySchema,
  nodeTierRequestSchema,
} from '@vita/shared/schemas/nodes'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { moneyMovementRateLimit } from '../../../platform/http/rateLimits'
import { applyNode } from '../nodes/applyNode'
import { closeNode } from '../nodes/closeNode'
import { memberNode, myNodeView } from '../nodes/reads/memberNode'
import { nodeConfig } from '../nodes/reads/nodeConfig'
import { nodeDetail } from '../nodes/reads/nodeDetail'
import { nodeMembers } from '../nodes/reads/nodeMembers'
import { nodeQualification } from '../nodes/reads/nodeQualification'
import { nodeRewards } from '../nodes/reads/nodeRewards'
import { upgradeNode } from '../nodes/upgradeNode'
import { loadClubRules } from '../rules/loadClubRules'

/**
 * GET /club/nodes/config, /mine, /qualification and /:id (club-rules §7); a node's rewards and members
 * only for its holder, anyone else (and a malformed or unknown id) the same 404.
 */
const nodeReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database
  const auth = { security: [{ bearer: [] }], tags: ['club'] }
  const byId = { ...auth, params: clubIdParamsSchema }
  app.get(
    '/club/nodes/config',
    {
      schema: {
        ...auth,
        summary: 'The node tiers of both types with places taken and active nodes, and the reward rule',
        response: { 200: envelopeSchema(nodeConfigSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request) => ok(request, await nodeConfig(db, (await loadClubRules(db)).nodes))),
  )
  app.get(
    '/club/nodes/mine',
    {
      schema: {
        ...auth,
        summary: 'My open node, else my newest closing one, else null',
        response: { 200: envelopeSchema(myNodeResponseSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) => {
      const node = await memberNode(db, member.id, ['open', 'closing'])
      return ok(request, { node: node ? myNodeView(node) : null })
    }),
  )
  app.get(
    '/club/nodes/qualification',
    {
      schema: {
        ...auth,
        summary: 'What I meet and lack for every node tier (apply, or upgrade my open node)',
        response: { 200: envelopeSchema(nodeQualificationSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) => {
      const rules = (await loadClubRules(db)).nodes
      return ok(request, await nodeQualification(db, { member, rules }))
    }),
  )
  app.get(
    '/club/nodes/:id',
    {
      schema: {
        ...byId,
        summary: "A node's page: public to every member, its stake and rewards to its holder only",
        response: { 200: envelopeSchema(nodeDetailSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(request, await nodeDetail(db, { uuid: request.params.id, viewerId: member.id })),
    ),
  )
  app.get(
    '/club/nodes/:id/rewards',
    {
      schema: {
        ...byId,
        summary: "My node's settled days, newest first (cursor pages)",
        querystring: nodeRewardsQuerySchema,
        response: { 200: envelopeSchema(nodeRewardsPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(request, await nodeRewards(db, { uuid: request.params.id, holderId: member.id, ...request.query })),
    ),
  )
  app.get(
    '/club/nodes/:id/members',
    {
      schema: {
        ...byId,
        summary: "My node's members (my downline) in tree order (cursor pages)",
        querystring: nodeMembersQuerySchema,
        response: { 200: envelopeSchema(nodeMembersPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(request, await nodeMembers(db, { uuid: request.params.id, holderId: member.id, ...request.query })),
    ),
  )
}

/** POST /club/nodes, /club/nodes/:id/upgrade and /club/nodes/:id/close (club-rules §7), each with an Idempotency-Key. */
const nodeChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, now } = app.services
  const common = {
    tags: ['club'],
    security: [{ bearer: [] }],
    response: { 200: envelopeSchema(nodeChangeResponseSchema) },
  }
  const guarded = { onRequest: app.authenticate, config: { rateLimit: moneyMovementRateLimit(app) } }
  app.post(
    '/club/nodes',
    {
      schema: {
        ...common,
        summary: 'Apply for a node tier, holding its stake from my available DPINE (Idempotency-Key)',
        body: nodeTierRequestSchema,
      },
      ...guarded,
    },
    withAuth(async (request, auth) => {
      const { node } = await applyNode(database.db, {
        memberId: auth.memberId,
        requestKey: requireIdempotencyKey(request),
        tier: request.body,
        now: now(),
        timeZone: config.settlementTimeZone,
      })
      return ok(request, { node })
    }),
  )
  app.post(
    '/club/nodes/:id/upgrade',
    {
      schema: {
        ...common,
        summary: 'Move my open node to a tier with a higher stake, holding the difference (Idempotency-Key)',
        params: clubIdParamsSchema,
        body: nodeTierRequestSchema,
      },
      ...guarded,
    },
    withAuth(async (request, auth) => {
      const { node } = await upgradeNode(database.db, {
        memberId: auth.memberId,
        nodeUuid: request.params.id,
        requestKey: requireIdempotencyKey(request),
        tier: request.body,
      })
      return ok(request, { node })
    }),
  )
  app.post(
    '/club/nodes/:id/close',
    {
      schema: {
        ...common,
        summary: 'Close my open node; its stake is released after the cooling period (Idempotency-Key)',
        params: clubIdParamsSchema,
      },
      ...guarded,
    },
    withAuth(async (request, auth) => {
      const { node } = await closeNode(database.db, {
        memberId: auth.memberId,
        nodeUuid: request.params.id,
        requestKey: requireIdempotencyKey(request),
        now: now(),
      })
      return ok(request, { node })
    }),
  )
}

/** Every /club/nodes route (club-rules §7): the reads and the changes. */
export const nodeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(nodeChangeRoutes)
  await app.register(nodeReadRoutes)
}
