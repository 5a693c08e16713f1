import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubIdParamsSchema, envelopeSchema } from '@vita/shared'
import { nodeChangeResponseSchema, nodeTierRequestSchema } from '@vita/shared/schemas/nodes'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { moneyMovementRateLimit } from '../../../platform/http/rateLimits'
import { applyNode } from '../nodes/applyNode'
import { closeNode } from '../nodes/closeNode'
import { upgradeNode } from '../nodes/upgradeNode'

/** POST /club/nodes, /club/nodes/:id/upgrade and /club/nodes/:id/close (club-rules §7), each with an Idempotency-Key. */
export const nodeChangeRoutes: FastifyPluginAsyncZod = async (app) => {
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
