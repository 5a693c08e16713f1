import { and, eq, sql } from 'drizzle-orm'
import type { Review } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { invalidInput, notFound, type DomainError } from '../../platform/http/domainError'
import { maskAddress } from '../members'
import { productReviews } from '../reviews'
import { catalogueProducts } from './tables'
import { imageUrl, inGroupOrder, isUuid, optionLabels, parseRowId } from './productViews'

export type ListReviewsParameters = {
  productId: string
  stars?: number | undefined
  cursor?: string | undefined
  limit: number
  uploadsBaseUrl: string
}
export type ListReviewsReturnType = { items: Review[]; nextCursor: string | null }
/** 404 notFound (unknown, malformed or hidden product); 400 invalidParams (malformed cursor). */
export type ListReviewsErrorType = DomainError

/**
 * GET /app/shop/products/:id/reviews: newest first (the cursor is the last review's id), optionally
 * of one star count. The reviews module holds them; the options each reviewer bought come from the
 * order lines here.
 */
export async function listReviews(db: Db, parameters: ListReviewsParameters): Promise<ListReviewsReturnType> {
  const { productId, stars, limit, uploadsBaseUrl } = parameters
  const before = parameters.cursor === undefined ? null : parseRowId(parameters.cursor)
  if (parameters.cursor !== undefined && before === null)
    throw invalidInput('invalidParams', { field: 'cursor' })
  if (!isUuid(productId)) throw notFound()
  const [product] = await db
    .select({ id: catalogueProducts.id, optionGroups: catalogueProducts.optionGroups })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.uuid, productId), eq(catalogueProducts.listed, true)))
  if (!product) throw notFound()
  const rows = await productReviews(db, { productId: product.id, stars, before, limit: limit + 1 })
  const options = await orderItemOptions(
    db,
    rows.map((row) => Number(row.orderItemId)),
  )
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => ({
      id: row.id,
      user: { communityNumber: row.communityNumber, maskedAddress: maskAddress(row.address) },
      rating: row.rating,
      content: row.content,
      images: row.images.map((key) => imageUrl(uploadsBaseUrl, key)),
      options: inGroupOrder(options.get(row.orderItemId) ?? {}, product.optionGroups),
      optionLabels: optionLabels(options.get(row.orderItemId) ?? {}, product.optionGroups),
      createdAt: new Date(Number(row.createdMs)).toISOString(),
    })),
    nextCursor: rows.length > limit && last ? last.id : null,
  }
}

/** The options of these order lines, by line id (the view the checkout publishes for it). */
async function orderItemOptions(
  db: Db,
  ids: readonly number[],
): Promise<Map<string, Record<string, string>>> {
  if (ids.length === 0) return new Map()
  const rows = await queryRows<{ id: string; options: Record<string, string> }>(
    db,
    sql`select order_item_id::text as id, options from checkout_item_options
      where order_item_id = any(${`{${ids.join(',')}}`}::bigint[])`,
  )
  return new Map(rows.map((row) => [row.id, row.options]))
}
