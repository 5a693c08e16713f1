import { and, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { cardNumberOf, type CardService } from '../cards'
import { clearOrderedCartLines } from '../cart'
import { returnStock, takeStock, uncountSales, type StockLine } from '../catalogue'
import { createLedger } from '../ledger'
import { returnCouponUse, takeCouponUses } from '../promotions'
import { orderStockLines } from './orderItems'
import { shopCouponUses, type ShopOrderRow } from './tables'

/**
 * The checkout as a workflow of named steps (issue 32). Placing (placeShopOrder.ts) decides a batch of
 * requests on locked rows, then runs the steps that change state in this order, in one transaction, so
 * a failure in any rolls back the others; paying (payShopOrder.ts) is the last step, later. Each step
 * that changes another module's state has its compensation here, and undoing an order runs the
 * compensations of the steps it went through, in reverse step order (which is also the order placing
 * locks their rows in: coupons, then SKUs and products; no deadlock):
 *
 * | step            | does                                         | compensation                          |
 * | --------------- | -------------------------------------------- | ------------------------------------- |
 * | 1 reserveStock  | the units off the SKUs' stock (catalogue)    | releaseStock: the units back          |
 * | 2 price         | items, delivery fee, discount (orderSummary) | none: it changes nothing              |
 * | 3 applyCoupon   | the order's coupon use counted (promotions)  | releaseCoupon: the use given back     |
 * | 4 createOrder   | the order, its lines, its first event        | its status moves (cancelled/refunded) |
 * | 5 clearCart     | the bought lines out of the cart (cart)      | none: the order holds the lines       |
 * | 6 pay           | balance (ledger) and card parts; sales count | refundPayment: both parts back, sales |
 *
 * Cancelling an unpaid order (the member, or the payment timeout) compensates 3 and 1; a refund of a
 * paid order compensates 6 and 1, and keeps the coupon use (the order was placed and paid with it).
 */
export const CHECKOUT_STEPS = [
  'reserveStock',
  'price',
  'applyCoupon',
  'createOrder',
  'clearCart',
  'pay',
] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** Step 1: takes the placed orders' units from stock (the rows are locked by placing's decision). */
export async function reserveStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  await takeStock(tx, lines)
}

/** Compensates step 1: the order's units back to their SKUs and products. */
export async function releaseStock(tx: Db, order: Pick<ShopOrderRow, 'id'>): Promise<void> {
  await returnStock(tx, await orderStockLines(tx, order.id))
}

/** Step 3: each order's coupon use, and the coupons' use counts (one update per coupon). */
export async function applyCoupons(tx: Db, orders: readonly ShopOrderRow[]): Promise<void> {
  const withCoupon = orders.flatMap((order) =>
    order.couponCode === null
      ? []
      : [{ couponCode: order.couponCode, orderId: order.id, memberId: order.memberId }],
  )
  if (withCoupon.length === 0) return
  await tx.insert(shopCouponUses).values(withCoupon)
  const perCoupon = new Map<string, number>()
  for (const { couponCode } of withCoupon) perCoupon.set(couponCode, (perCoupon.get(couponCode) ?? 0) + 1)
  await takeCouponUses(tx, perCoupon)
}

/** Compensates step 3: the order's coupon use is deleted and given back to the coupon (once). */
export async function releaseCoupon(tx: Db, order: Pick<ShopOrderRow, 'id' | 'couponCode'>): Promise<void> {
  if (!order.couponCode) return
  const released = await tx
    .delete(shopCouponUses)
    .where(and(eq(shopCouponUses.couponCode, order.couponCode), eq(shopCouponUses.orderId, order.id)))
    .returning()
  if (released.length > 0) await returnCouponUse(tx, order.couponCode)
}

/** Step 5: the lines an order placed from the cart bought leave the member's cart. */
export async function clearCarts(
  tx: Db,
  orders: readonly { memberId: number; skuIds: readonly number[] }[],
): Promise<void> {
  for (const { memberId, skuIds } of orders) await clearOrderedCartLines(tx, memberId, skuIds)
}

export type RefundPaymentParameters = {
  order: ShopOrderRow
  reason: string
  refundToCard: CardService['refundToCard']
  now: Date
}

/**
 * Compensates step 6: the units off the sales counters, the card part back onto the card
 * (`shop:<orderNo>:refund:card`) and the balance part to the member's available USDT
 * (`shop:<orderNo>:refund:balance`), each once by its idempotency key. Locks in the order payments take
 * them: the order (the caller's), the card's, then ledger accounts.
 */
export async function refundPayment(tx: Db, p: RefundPaymentParameters): Promise<void> {
  const { order } = p
  await uncountSales(tx, await orderStockLines(tx, order.id))
  const reference = { type: 'shop_order', id: order.orderNo }
  if (order.cardAmount > 0n && order.cardId) {
    const cardNumber = await cardNumberOf(tx, order.cardId)
    if (cardNumber === null) throw new Error(`card ${order.cardId} of paid order ${order.orderNo} vanished`)
    await p.refundToCard(tx, {
      cardNumber,
      amount: order.cardAmount,
      idempotencyKey: `shop:${order.orderNo}:refund:card`,
      reference,
      now: p.now,
    })
  }
  if (order.balanceAmount > 0n)
    await createLedger(tx).postTransfer({
      idempotencyKey: `shop:${order.orderNo}:refund:balance`,
      currency: 'USDT',
      type: 'income',
      amount: order.balanceAmount,
      from: { systemCode: 'shop_revenue' },
      to: { memberId: order.memberId },
      reference,
      memo: p.reason,
    })
}
