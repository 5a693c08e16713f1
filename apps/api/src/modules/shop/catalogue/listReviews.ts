import { and, eq, sql } from 'drizzle-orm'
import type { Review } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { invalidInput, notFound, type DomainError } from '../../../platform/http/domainError'
import { maskAddress } from '../../members'
import { shopProducts } from '../tables'
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

type ReviewRow = {
  id: string
  rating: number
  content: string
  /** Storage keys of the review's images, in the reviewer's order. */
  images: string[]
  options: Record<string, string>
  createdMs: string
  communityNumber: string
  address: string
}

/**
 * GET /app/shop/products/:id/reviews: newest first (the cursor is the last review's id), optionally
 * of one star count. Review images are upload ids: their storage keys come from the uploads module's
 * view uploads_storage_keys.
 */
export async function listReviews(db: Db, parameters: ListReviewsParameters): Promise<ListReviewsReturnType> {
  const { productId, stars, limit, uploadsBaseUrl } = parameters
  const before = parameters.cursor === undefined ? null : parseRowId(parameters.cursor)
  if (parameters.cursor !== undefined && before === null)
    throw invalidInput('invalidParams', { field: 'cursor' })
  if (!isUuid(productId)) throw notFound()
  const [product] = await db
    .select({ id: shopProducts.id, optionGroups: shopProducts.optionGroups })
    .from(shopProducts)
    .where(and(eq(shopProducts.uuid, productId), eq(shopProducts.listed, true)))
  if (!product) throw notFound()
  const rows = await queryRows<ReviewRow>(
    db,
    sql`select r.id::text as id, r.rating, r.content, i.options,
        (extract(epoch from r.created_at) * 1000)::bigint::text as "createdMs",
        m.community_number as "communityNumber", m.address,
        coalesce((select json_agg(u.storage_key order by e.ordinality)
          from jsonb_array_elements_text(r.images) with ordinality as e(upload_id, ordinality)
          join uploads_storage_keys u on u.id = e.upload_id::uuid), '[]'::json) as images
      from shop_reviews r
      join members_referral_tree m on m.id = r.member_id
      join shop_order_items i on i.id = r.order_item_id
      where r.product_id = ${product.id}
        ${stars === undefined ? sql`` : sql`and r.rating = ${stars}`}
        ${before === null ? sql`` : sql`and r.id < ${before}`}
      order by r.id desc
      limit ${limit + 1}`,
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
      options: inGroupOrder(row.options, product.optionGroups),
      optionLabels: optionLabels(row.options, product.optionGroups),
      createdAt: new Date(Number(row.createdMs)).toISOString(),
    })),
    nextCursor: rows.length > limit && last ? last.id : null,
  }
}
