import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bindReferrerRequestSchema, envelopeSchema, userInfoSchema } from '@vita/shared'
import { ok } from '../../../app/envelope'
import { unauthorized } from '../../../app/domainError'
import { toUserInfo } from '../findMember'

export const bindReferrerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/members/bind-referrer',
    {
      schema: {
        tags: ['members'],
        summary: 'Bind a referrer by invite code (once, for a member without one)',
        security: [{ bearer: [] }],
        body: bindReferrerRequestSchema,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      if (!request.auth) throw unauthorized()
      const member = await app.services.members.bindReferrer(request.auth.member.id, request.body.inviteCode)
      return ok(request, toUserInfo(member))
    },
  )
}
