import { and, asc, eq } from 'drizzle-orm'
import type { ProductDetail } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { notFound, type DomainError } from '../../platform/http/domainError'
import { ratingCounts } from '../reviews'
import { catalogueProducts, catalogueSkus } from './tables'
import { imageUrl, isUuid, toProductCard, toProductSku } from './productViews'

export type GetProductParameters = { id: string; uploadsBaseUrl: string }
export type GetProductReturnType = ProductDetail
/** 404 notFound: an unknown, malformed or hidden product id (all alike). */
export type GetProductErrorType = DomainError

/** GET /app/shop/products/:id: the product with its SKUs, option groups, specs, images and rating. */
export async function getProduct(
  db: Db,
  { id, uploadsBaseUrl }: GetProductParameters,
): Promise<ProductDetail> {
  if (!isUuid(id)) throw notFound()
  const [product] = await db
    .select()
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.uuid, id), eq(catalogueProducts.listed, true)))
  if (!product) throw notFound()
  const [skus, stars] = await Promise.all([
    db
      .select()
      .from(catalogueSkus)
      .where(eq(catalogueSkus.productId, product.id))
      .orderBy(asc(catalogueSkus.id)),
    ratingCounts(db, { productId: product.id }),
  ])
  return {
    ...toProductCard(product, uploadsBaseUrl),
    description: { zh: product.descriptionZh, en: product.descriptionEn },
    images: product.images.map((key) => imageUrl(uploadsBaseUrl, key)),
    specs: product.specs,
    optionGroups: product.optionGroups,
    skus: skus.map((sku) => toProductSku(sku, product.optionGroups)),
    rating: ratingSummary(stars),
  }
}

/** Average × 100 (rounded), count and reviews per star from the per-rating counts. */
export function ratingSummary(counts: readonly { rating: number; n: number }[]): ProductDetail['rating'] {
  const byStars = [1, 2, 3, 4, 5].map((star) => counts.find((row) => row.rating === star)?.n ?? 0)
  const count = byStars.reduce((sum, n) => sum + n, 0)
  const total = byStars.reduce((sum, n, index) => sum + n * (index + 1), 0)
  return { averageX100: count === 0 ? 0 : Math.round((total * 100) / count), count, byStars }
}
