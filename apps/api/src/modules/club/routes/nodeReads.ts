import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubIdParamsSchema, envelopeSchema } from '@vita/shared'
import {
  myNodeResponseSchema,
  nodeConfigSchema,
  nodeDetailSchema,
  nodeMembersPageSchema,
  nodeMembersQuerySchema,
  nodeQualificationSchema,
  nodeRewardsPageSchema,
  nodeRewardsQuerySchema,
} from '@vita/shared/schemas/nodes'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { memberNode, myNodeView } from '../nodes/reads/memberNode'
import { nodeConfig } from '../nodes/reads/nodeConfig'
import { nodeDetail } from '../nodes/reads/nodeDetail'
import { nodeMembers } from '../nodes/reads/nodeMembers'
import { nodeQualification } from '../nodes/reads/nodeQualification'
import { nodeRewards } from '../nodes/reads/nodeRewards'
import { loadClubRules } from '../rules/loadClubRules'

/**
 * GET /club/nodes/config, /mine, /qualification and /:id (club-rules §7); a node's rewards and members
 * only for its holder, anyone else (and a malformed or unknown id) the same 404.
 */
export const nodeReadRoutes: FastifyPluginAsyncZod = async (app) => {
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
