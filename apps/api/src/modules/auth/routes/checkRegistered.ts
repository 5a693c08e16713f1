import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkRegisteredRequestSchema, checkRegisteredResponseSchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { findMemberByAddress } from '../../members'
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
        registered: (await findMemberByAddress(app.services.database.db, request.body.address)) !== undefined,
      }),
  )
}
