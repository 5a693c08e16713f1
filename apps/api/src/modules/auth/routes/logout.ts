import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { authServiceFor } from '../authService'

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
    withAuth(async (request, auth) => {
      await authServiceFor(app.services).logout(auth.session.jti)
      return ok(request, null)
    }),
  )
}
