import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { notFound, type DomainError } from '../../../platform/http/domainError'
import { cardNumberOf, type CardService } from '../../cards'
import { createLedger } from '../../ledger'
import { shopOrders, type ShopOrderRow } from '../tables'
import { orderStockLines } from './orderItems'
import { returnStock, uncountSales } from './stockReservation'
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
 * units go back to stock and off the sales counters, the card part back onto the card
 * (`shop:<orderNo>:refund:card`) and the balance part to the member's available USDT
 * (`shop:<orderNo>:refund:balance`). The coupon use stays: the order was placed and paid with it.
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
  const lines = await orderStockLines(db, order.id)
  await returnStock(db, lines)
  await uncountSales(db, lines)
  const reference = { type: 'shop_order', id: order.orderNo }
  // Locks in the order payments take them: the order, (SKU and product rows,) the card's, then ledger
  // accounts (no deadlock).
  if (order.cardAmount > 0n && order.cardId) {
    const cardNumber = await cardNumberOf(db, order.cardId)
    if (cardNumber === null) throw new Error(`card ${order.cardId} of paid order ${order.orderNo} vanished`)
    await p.refundToCard(db, {
      cardNumber,
      amount: order.cardAmount,
      idempotencyKey: `shop:${order.orderNo}:refund:card`,
      reference,
      now: p.now,
    })
  }
  if (order.balanceAmount > 0n)
    await createLedger(db).postTransfer({
      idempotencyKey: `shop:${order.orderNo}:refund:balance`,
      currency: 'USDT',
      type: 'income',
      amount: order.balanceAmount,
      from: { systemCode: 'shop_revenue' },
      to: { memberId: order.memberId },
      reference,
      memo: p.reason,
    })
  return refunded
}
