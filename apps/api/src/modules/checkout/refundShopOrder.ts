import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { notFound, type DomainError } from '../../platform/http/domainError'
import type { CardService } from '../cards'
import { refundPayment, releaseStock } from './checkoutSteps'
import { shopOrders, type ShopOrderRow } from './tables'
import { transitionShopOrder } from './transitionShopOrder'

export type RefundShopOrderParameters = {
  orderNo: string
  reason: string
  refundToCard: CardService['refundToCard']
  now: Date
}
export type RefundShopOrderReturnType = ShopOrderRow
/** notFound, orderTransitionRefused (409: not paid, or already refunded). */
export type RefundShopOrderErrorType = DomainError

/**
 * The operator refunds a paid order (pending shipment, pending receipt or completed) in the caller's
 * transaction, under the order's row lock: the status moves first (so it happens once), then the
 * payment and the stock are compensated (checkoutSteps.ts): the units off the sales counters, the card
 * and balance parts back, the units back to stock. The coupon use stays: the order was placed and paid
 * with it.
 */
export async function refundShopOrder(
  db: Db,
  p: RefundShopOrderParameters,
): Promise<RefundShopOrderReturnType> {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.orderNo, p.orderNo)).for('update')
  if (!order) throw notFound()
  const refunded = await transitionShopOrder(db, {
    orderId: order.id,
    from: order.status,
    event: 'refunded',
    actor: 'operator',
    note: p.reason,
    changes: { refundedAt: p.now },
  })
  await refundPayment(db, { order, reason: p.reason, refundToCard: p.refundToCard, now: p.now })
  await releaseStock(db, order)
  return refunded
}
