import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkUuidQuerySchema, checkUuidResponseSchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { checkTransferUuid } from '../checkTransferUuid'

export const checkUuidRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members/check-uuid',
    {
      schema: {
        tags: ['assets'],
        summary: "Whether a UUID names another member (the transfer form's check)",
        security: [{ bearer: [] }],
        querystring: checkUuidQuerySchema,
        response: { 200: envelopeSchema(checkUuidResponseSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      return ok(
        request,
        await checkTransferUuid(app.services.database.db, {
          memberId: auth.member.id,
          uuid: request.query.uuid,
        }),
      )
    }),
  )
}
