import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'

export type ProductReviewsParameters = {
  /** The product's row id. */
  productId: number
  stars?: number | undefined
  /** Only reviews with a smaller id (the previous page's last). */
  before?: number | null
  limit: number
}
export type ProductReviewRow = {
  id: string
  orderItemId: string
  rating: number
  content: string
  /** Storage keys of the review's images, in the reviewer's order. */
  images: string[]
  createdMs: string
  communityNumber: string
  address: string
}

/**
 * A product's reviews, newest first, with the reviewer's community number and address and the images'
 * storage keys (from the uploads module's view uploads_storage_keys).
 */
export async function productReviews(db: Db, p: ProductReviewsParameters): Promise<ProductReviewRow[]> {
  return queryRows<ProductReviewRow>(
    db,
    sql`select r.id::text as id, r.order_item_id::text as "orderItemId", r.rating, r.content,
        (extract(epoch from r.created_at) * 1000)::bigint::text as "createdMs",
        m.community_number as "communityNumber", m.address,
        coalesce((select json_agg(u.storage_key order by e.ordinality)
          from jsonb_array_elements_text(r.images) with ordinality as e(upload_id, ordinality)
          join uploads_storage_keys u on u.id = e.upload_id::uuid), '[]'::json) as images
      from reviews r
      join members_referral_tree m on m.id = r.member_id
      where r.product_id = ${p.productId}
        ${p.stars === undefined ? sql`` : sql`and r.rating = ${p.stars}`}
        ${p.before === null || p.before === undefined ? sql`` : sql`and r.id < ${p.before}`}
      order by r.id desc
      limit ${p.limit}`,
  )
}

export type RatingCountsParameters = { productId: number }
export type RatingCount = { rating: number; n: number }

/** How many reviews of the product gave each star count (absent counts are zero). */
export async function ratingCounts(db: Db, { productId }: RatingCountsParameters): Promise<RatingCount[]> {
  return queryRows<RatingCount>(
    db,
    sql`select rating, count(*)::int as n from reviews where product_id = ${productId} group by rating`,
  )
}

export type ReviewImagesParameters = { uploadIds: readonly string[] }

/** Which of these uploads a review shows (the orphan-upload cleanup keeps them). */
export async function reviewImages(db: Db, { uploadIds }: ReviewImagesParameters): Promise<Set<string>> {
  if (uploadIds.length === 0) return new Set()
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from unnest(${`{${uploadIds.join(',')}}`}::text[]) as c(id)
      where exists (select 1 from reviews r where r.images @> jsonb_build_array(c.id))`,
  )
  return new Set(rows.map((row) => row.id))
}
