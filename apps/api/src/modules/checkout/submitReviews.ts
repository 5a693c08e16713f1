import { eq } from 'drizzle-orm'
import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { conflict, notFound, type DomainError } from '../../platform/http/domainError'
import { addReviews } from '../reviews'
import { shopOrderItems } from './tables'
import { findMemberShopOrder } from './findMemberShopOrder'
import { toShopOrderView } from './orderView'

export type SubmittedReview = { itemId: string; rating: number; content: string; images: string[] }
export type SubmitReviewsParameters = {
  memberId: number
  orderNo: string
  reviews: readonly SubmittedReview[]
  uploadsBaseUrl: string
}
export type SubmitReviewsReturnType = ShopOrder
/**
 * notFound (the order, an item not of it, or an image that is not the caller's upload),
 * reviewNotAllowed (409: the order is not completed), alreadyReviewed (409).
 */
export type SubmitReviewsErrorType = DomainError

/**
 * Reviews of a completed order's items, one per item (spec: after receipt, 1–5 stars, up to 9 images
 * of the caller's own uploads). The order row is locked, so a double submit finds the first's reviews.
 */
export async function submitReviews(db: Db, p: SubmitReviewsParameters): Promise<SubmitReviewsReturnType> {
  return db.transaction(async (tx) => {
    const order = await findMemberShopOrder(tx, { memberId: p.memberId, orderNo: p.orderNo, lock: true })
    if (order.status !== 'completed') throw conflict('reviewNotAllowed')
    const items = new Map(
      (await tx.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, order.id))).map((item) => [
        String(item.id),
        item,
      ]),
    )
    if (p.reviews.some((review) => !items.has(review.itemId))) throw notFound()
    await addReviews(tx, {
      memberId: p.memberId,
      lines: p.reviews.map((review) => {
        const item = items.get(review.itemId)
        if (!item) throw notFound()
        return {
          productId: item.productId,
          orderItemId: item.id,
          rating: review.rating,
          content: review.content,
          images: review.images,
        }
      }),
    })
    return toShopOrderView(tx, order, p.uploadsBaseUrl)
  })
}
