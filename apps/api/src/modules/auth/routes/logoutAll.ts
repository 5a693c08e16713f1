import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { authServiceFor } from '../authService'

export const logoutAllRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign out everywhere: revoke every session of the member (a lost phone's too)",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(z.object({ revoked: z.number().int().nonnegative() })) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const revoked = await authServiceFor(app.services).logoutEverywhere(auth.memberId)
      return ok(request, { revoked })
    }),
  )
}
