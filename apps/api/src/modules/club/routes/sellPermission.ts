import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, sellPermissionSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { getSellPermission } from '../sellPermission/getSellPermission'

export const sellPermissionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/club/sell-permission',
    {
      schema: {
        tags: ['club'],
        summary: 'Whether the member may sell DPINE, why, and whether the chain holds it yet',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(sellPermissionSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(request, await getSellPermission(app.services.database.db, auth.member.id)),
    ),
  )
}
