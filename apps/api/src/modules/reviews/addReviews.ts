import { inArray } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { conflict, type DomainError, notFound } from '../../platform/http/domainError'
import { findMemberUploads } from '../uploads'
import { reviews } from './tables'

export type ReviewLine = {
  productId: number
  orderItemId: number
  rating: number
  content: string
  /** Upload ids of the reviewer's own images, in their order. */
  images: readonly string[]
}
export type AddReviewsParameters = { memberId: number; lines: readonly ReviewLine[] }
/** alreadyReviewed (409: an order line has a review, or is twice in `lines`); notFound (an image not the member's). */
export type AddReviewsErrorType = DomainError

/**
 * A member's reviews of order lines they received, in the caller's transaction (the shop checks the
 * order and its lines first, under the order's lock): one review per order line, images only of the
 * member's own uploads (locked until the caller commits, so the orphan-upload cleanup skips them).
 */
export async function addReviews(tx: Db, { memberId, lines }: AddReviewsParameters): Promise<void> {
  const itemIds = lines.map((line) => line.orderItemId)
  if (new Set(itemIds).size !== itemIds.length) throw conflict('alreadyReviewed')
  if ((await reviewedOrderItems(tx, { orderItemIds: itemIds })).size > 0) throw conflict('alreadyReviewed')
  const images = [...new Set(lines.flatMap((line) => line.images))]
  if (images.length > 0) {
    const own = await findMemberUploads(tx, { memberId, ids: images, lock: true })
    if (own.length !== images.length) throw notFound()
  }
  if (lines.length === 0) return
  await tx.insert(reviews).values(lines.map((line) => ({ ...line, images: [...line.images], memberId })))
}

export type ReviewedOrderItemsParameters = { orderItemIds: readonly number[] }

/** Which of these order lines have a review. */
export async function reviewedOrderItems(
  db: Db,
  { orderItemIds }: ReviewedOrderItemsParameters,
): Promise<Set<number>> {
  if (orderItemIds.length === 0) return new Set()
  const rows = await db
    .select({ id: reviews.orderItemId })
    .from(reviews)
    .where(inArray(reviews.orderItemId, [...orderItemIds]))
  return new Set(rows.map((row) => row.id))
}
