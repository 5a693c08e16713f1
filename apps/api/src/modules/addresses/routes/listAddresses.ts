import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import { deliveryAddressListSchema } from '@vita/shared/schemas/addresses'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { listMemberAddresses } from '../listMemberAddresses'

export const listAddressesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: "The caller's delivery addresses: the default first, then the newest",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(deliveryAddressListSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(request, await listMemberAddresses(app.services.database.db, { memberId: auth.memberId })),
    ),
  )
}
