import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkUuidQuerySchema, checkUuidResponseSchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../../app/envelope'
import { unauthorized } from '../../../app/domainError'
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
    async (request) => {
      if (!request.auth) throw unauthorized()
      return ok(
        request,
        await checkTransferUuid(app.services.database.db, {
          memberId: request.auth.member.id,
          uuid: request.query.uuid,
        }),
      )
    },
  )
}
