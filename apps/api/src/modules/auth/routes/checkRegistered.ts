import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkRegisteredRequestSchema, checkRegisteredResponseSchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../../app/envelope'
import { authRateLimit } from './authRateLimit'

export const checkRegisteredRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/check-registered',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether an address is a member (the login screen asks for an invite code if not)',
        body: checkRegisteredRequestSchema,
        response: { 200: envelopeSchema(checkRegisteredResponseSchema) },
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (request) =>
      ok(request, {
        registered: (await app.services.members.findByAddress(request.body.address)) !== undefined,
      }),
  )
}
