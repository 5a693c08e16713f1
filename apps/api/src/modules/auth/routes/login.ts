import type { Hex } from 'viem'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginRequestSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { authServiceFor } from '../authService'
import { authRateLimit } from './authRateLimit'
import { loginEnvelopeSchema } from './responsePickers'

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the signed message; registers a new address with an invite code',
        body: loginRequestSchema,
        response: { 200: loginEnvelopeSchema },
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (request) => {
      const { inviteCode, signature, ...rest } = request.body
      return ok(
        request,
        await authServiceFor(app.services).login({
          ...rest,
          signature: signature as Hex,
          inviteCode: inviteCode || undefined,
        }),
      )
    },
  )
}
