import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import { addressIdParamsSchema, deliveryAddressListSchema } from '@vita/shared/schemas/addresses'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { deleteDeliveryAddress } from '../deleteDeliveryAddress'
import { setDefaultAddress } from '../setDefaultAddress'

/** DELETE /addresses/:id and POST /addresses/:id/default: both answer the list as it now stands. */
export const changeAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = [
    {
      method: 'DELETE',
      url: '/addresses/:id',
      summary: "Delete one of the caller's addresses (the default passes to the newest remaining)",
      change: deleteDeliveryAddress,
    },
    {
      method: 'POST',
      url: '/addresses/:id/default',
      summary: "Make one of the caller's addresses the default",
      change: setDefaultAddress,
    },
  ] as const
  for (const { method, url, summary, change } of changes) {
    app.route({
      method,
      url,
      schema: {
        tags: ['addresses'],
        summary: `${summary}; anyone else's answers 404`,
        security: [{ bearer: [] }],
        params: addressIdParamsSchema,
        response: { 200: envelopeSchema(deliveryAddressListSchema) },
      },
      onRequest: app.authenticate,
      handler: withAuth(async (request, auth) =>
        ok(
          request,
          await change(app.services.database.db, { memberId: auth.memberId, addressUuid: request.params.id }),
        ),
      ),
    })
  }
}
