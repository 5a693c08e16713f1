import etag from '@fastify/etag'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import {
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
  shopIdParamsSchema,
} from '@vita/shared/schemas/shop'
import { ok } from '../../platform/http/envelope'
import { getProduct } from './getProduct'
import { listProducts } from './listProducts'
import { listReviews } from './listReviews'

/**
 * How long a shared cache in front (a CDN) may keep a list page. Browsers revalidate every time (their
 * ETag answered 304 when nothing changed), so a member's pull to refresh always shows the list as it is.
 */
export const LIST_SHARED_MAX_AGE_SECONDS = 5
export const LIST_CACHE_CONTROL = `public, max-age=0, s-maxage=${LIST_SHARED_MAX_AGE_SECONDS}`

/** GET /shop/products, /shop/products/:id and /shop/products/:id/reviews: the catalogue, no token. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.services
  const { uploadsBaseUrl } = config
  const tags = ['shop']
  // The catalogue's answers carry a weak ETag: a client that has the answer gets 304 without the body.
  await app.register(etag, { weak: true })
  app.get(
    '/shop/products',
    {
      schema: {
        tags,
        summary: 'Listed products: search (zh or en, partial words), category, sort, cursor pages',
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(productPageSchema) },
      },
    },
    async (request, reply) => {
      const page = await listProducts(database.db, { ...request.query, uploadsBaseUrl })
      // The same for everyone (no token): a cache in front may keep a page a few seconds; the stock it
      // shows is checked again when an order is placed. msg follows Accept-Language.
      void reply.header('cache-control', LIST_CACHE_CONTROL).header('vary', 'accept-language')
      return ok(request, page)
    },
  )
  app.get(
    '/shop/products/:id',
    {
      schema: {
        tags,
        summary: 'A listed product with its SKUs, option groups, specs, images and rating summary',
        params: shopIdParamsSchema,
        response: { 200: envelopeSchema(productDetailSchema) },
      },
    },
    async (request) => ok(request, await getProduct(database.db, { id: request.params.id, uploadsBaseUrl })),
  )
  app.get(
    '/shop/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A listed product's reviews, newest first, optionally of one star count (cursor pages)",
        params: shopIdParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: envelopeSchema(reviewsPageSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await listReviews(database.db, { ...request.query, productId: request.params.id, uploadsBaseUrl }),
      ),
  )
}
