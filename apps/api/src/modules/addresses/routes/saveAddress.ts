import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import {
  addressIdParamsSchema,
  deliveryAddressBodySchema,
  deliveryAddressSchema,
} from '@vita/shared/schemas/addresses'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { createDeliveryAddress } from '../createDeliveryAddress'
import { updateDeliveryAddress } from '../updateDeliveryAddress'

const schema = {
  tags: ['addresses'],
  security: [{ bearer: [] }],
  body: deliveryAddressBodySchema,
  response: { 200: envelopeSchema(deliveryAddressSchema) },
}

/** POST /addresses (a new address) and PUT /addresses/:id (one replaced): both answer the address. */
export const saveAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database
  app.post(
    '/addresses',
    {
      schema: { ...schema, summary: 'Add a delivery address (the first becomes the default)' },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(request, await createDeliveryAddress(db, { memberId: auth.memberId, address: request.body })),
    ),
  )
  app.put(
    '/addresses/:id',
    {
      schema: {
        ...schema,
        params: addressIdParamsSchema,
        summary: "Replace one of the caller's addresses (anyone else's answers 404)",
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(
        request,
        await updateDeliveryAddress(db, {
          memberId: auth.memberId,
          addressUuid: request.params.id,
          address: request.body,
        }),
      ),
    ),
  )
}
