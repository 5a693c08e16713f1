import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bindReferrerRequestSchema, envelopeSchema, userInfoSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { bindReferrer } from '../bindReferrer'
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
    withAuth(async (request, auth) => {
      const member = await bindReferrer(app.services.database.db, auth.memberId, request.body.inviteCode)
      return ok(request, toUserInfo(member))
    }),
  )
}
