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
import { withResponseWriter } from '../../../platform/http/responseSerializer'
import { getProduct } from './getProduct'
import { listProducts, type ListProductsReturnType } from './listProducts'
import { listReviews } from './listReviews'
import { productPageWriter } from './productPageWriter'
import { createSharedReads } from './sharedReads'

/** A page answer is checked in place and written once, shared by concurrent requests (sharedReads.ts). */
const productPageEnvelopeSchema = withResponseWriter(envelopeSchema(productPageSchema), productPageWriter())

/** GET /shop/products, /shop/products/:id and /shop/products/:id/reviews: the catalogue, no token. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.services
  const { uploadsBaseUrl } = config
  const tags = ['shop']
  // The same page asked for by many at once (the default list, a popular search) is read once.
  const pages = createSharedReads<ListProductsReturnType>()
  app.get(
    '/shop/products',
    {
      schema: {
        tags,
        summary: 'Listed products: search (zh or en, partial words), category, sort, cursor pages',
        querystring: productListQuerySchema,
        response: { 200: productPageEnvelopeSchema },
      },
    },
    async (request) => {
      const { q, category, sort, cursor, limit } = request.query
      const key = JSON.stringify([q, category, sort, cursor, limit])
      const page = pages.read(key, () => listProducts(database.db, { ...request.query, uploadsBaseUrl }))
      return ok(request, await page)
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
