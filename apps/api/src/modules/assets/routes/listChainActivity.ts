import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { chainActivityPageSchema, chainActivityQuerySchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { listChainActivity } from '../listChainActivity'

export const listChainActivityRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/chain-activity',
    {
      schema: {
        tags: ['assets'],
        summary:
          "The member's own wallet activity (swaps, sales, club orders, deposits) and card payments, newest first (cursor pages)",
        security: [{ bearer: [] }],
        querystring: chainActivityQuerySchema,
        response: { 200: envelopeSchema(chainActivityPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const { cursor, limit } = request.query
      const page = await listChainActivity(app.services.database.db, {
        chainId: app.services.config.chainId,
        memberId: auth.member.id,
        address: auth.member.address,
        cursor,
        limit,
      })
      return ok(request, page)
    }),
  )
}
