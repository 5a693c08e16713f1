import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getNonceRequestSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { authServiceFor } from '../authService'
import { authRateLimit } from './authRateLimit'
import { getNonceEnvelopeSchema } from './responsePickers'

export const getNonceRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/get-nonce',
    {
      schema: {
        tags: ['auth'],
        summary: 'Issue a single-use EIP-4361 sign-in message (valid five minutes)',
        body: getNonceRequestSchema,
        response: { 200: getNonceEnvelopeSchema },
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (request) => ok(request, await authServiceFor(app.services).issueLoginNonce(request.body.address)),
  )
}
