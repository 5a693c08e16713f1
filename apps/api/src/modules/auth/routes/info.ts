import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authInfoResponseSchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { toUserInfo } from '../../members'

export const infoRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/info',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in member',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(authInfoResponseSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const { member, session } = auth
      return ok(request, { ...toUserInfo(member), sessionExpiresAt: session.expiresAt.toISOString() })
    }),
  )
}
