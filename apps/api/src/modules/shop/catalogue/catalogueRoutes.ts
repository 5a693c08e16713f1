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
import { ok } from '../../../platform/http/envelope'
import { getProduct } from './getProduct'
import { listProducts } from './listProducts'
import { listReviews } from './listReviews'

/** GET /shop/products, /shop/products/:id and /shop/products/:id/reviews: the catalogue, no token. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.services
  const { uploadsBaseUrl } = config
  const tags = ['shop']
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
    async (request) => ok(request, await listProducts(database.db, { ...request.query, uploadsBaseUrl })),
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
