import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubActivationSchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { preparedWhitelistStatus } from '../whitelistStatus'

export const activationRoute: FastifyPluginAsyncZod = async (app) => {
  const whitelistStatus = preparedWhitelistStatus(app.services.database.db)
  app.get(
    '/club/activation',
    {
      schema: {
        tags: ['club'],
        summary: "Whether the member's wallet is whitelisted for orders yet",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(clubActivationSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => ok(request, { status: await whitelistStatus(auth.member.id) })),
  )
}
