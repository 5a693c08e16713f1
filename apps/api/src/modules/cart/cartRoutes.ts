import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import {
  addCartItemSchema,
  cartSchema,
  selectCartSchema,
  shopIdParamsSchema,
  updateCartItemSchema,
} from '@vita/shared/schemas/shop'
import { withAuth } from '../../platform/http/auth'
import { ok } from '../../platform/http/envelope'
import { addCartItem } from './addCartItem'
import { loadCart } from './cartLines'
import { removeCartItem, selectCart, updateCartItem } from './changeCartItems'

/** The caller's cart under /shop/cart (token); every change answers the whole cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services
  const { uploadsBaseUrl } = app.services.config
  const db = database.db
  const auth = { tags: ['shop'], security: [{ bearer: [] }], response: { 200: envelopeSchema(cartSchema) } }
  app.get(
    '/shop/cart',
    { schema: { ...auth, summary: 'My cart' }, onRequest: app.authenticate },
    withAuth(async (request, { memberId }) => ok(request, await loadCart(db, memberId, uploadsBaseUrl))),
  )
  app.post(
    '/shop/cart/items',
    {
      schema: {
        ...auth,
        summary: 'Add a SKU to my cart (to its line if there is one; within stock)',
        body: addCartItemSchema,
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { memberId }) =>
      ok(request, await addCartItem(db, { ...request.body, memberId, uploadsBaseUrl })),
    ),
  )
  app.patch(
    '/shop/cart/items/:id',
    {
      schema: {
        ...auth,
        summary: "A line's quantity (within stock) or selection",
        params: shopIdParamsSchema,
        body: updateCartItemSchema,
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { memberId }) =>
      ok(
        request,
        await updateCartItem(db, { ...request.body, itemId: request.params.id, memberId, uploadsBaseUrl }),
      ),
    ),
  )
  app.delete(
    '/shop/cart/items/:id',
    {
      schema: { ...auth, summary: 'Remove a line of my cart', params: shopIdParamsSchema },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { memberId }) =>
      ok(request, await removeCartItem(db, { itemId: request.params.id, memberId, uploadsBaseUrl })),
    ),
  )
  app.post(
    '/shop/cart/select',
    {
      schema: { ...auth, summary: 'Select or unselect every line (select all)', body: selectCartSchema },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { memberId }) =>
      ok(request, await selectCart(db, { memberId, selected: request.body.selected, uploadsBaseUrl })),
    ),
  )
}
