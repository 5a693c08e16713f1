import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authInfoResponseSchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../../app/envelope'
import { unauthorized } from '../../../app/domainError'
import { toUserInfo } from '../../members/findMember'

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
    async (request) => {
      if (!request.auth) throw unauthorized()
      const { member, session } = request.auth
      return ok(request, { ...toUserInfo(member), sessionExpiresAt: session.expiresAt.toISOString() })
    },
  )
}
