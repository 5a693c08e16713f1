import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import { ok } from '../../../app/envelope'
import { unauthorized } from '../../../app/domainError'

export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session token',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(z.null()) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      if (!request.auth) throw unauthorized()
      await app.services.auth.logout(request.auth.session.jti)
      return ok(request, null)
    },
  )
}
