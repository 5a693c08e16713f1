import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { returnCouponUse } from '../../promotions'
import { shopCouponUses, type ShopOrderRow } from '../tables'
import { orderStockLines } from './orderItems'
import { returnStock } from './stockReservation'
import { transitionShopOrder } from './transitionShopOrder'

export type ReleaseUnpaidOrderParameters = {
  order: ShopOrderRow
  event: 'cancelledByMember' | 'paymentExpired'
  actor: 'member' | 'job'
  now: Date
}

/**
 * Cancels an unpaid order inside the caller's transaction: the status moves first (conditionally, so
 * a second cancel, a raced payment or the job finds nothing to do), then the coupon use is released and the
 * stock goes back to its SKUs (coupon before SKUs, the order in which placing locks them: no deadlock).
 * An unpaid order holds no money: payment is atomic.
 */
export async function releaseUnpaidOrder(tx: Db, p: ReleaseUnpaidOrderParameters): Promise<ShopOrderRow> {
  const cancelled = await transitionShopOrder(tx, {
    orderId: p.order.id,
    from: 'pending_payment',
    event: p.event,
    actor: p.actor,
    changes: { cancelledAt: p.now },
  })
  if (p.order.couponCode) {
    const released = await tx
      .delete(shopCouponUses)
      .where(and(eq(shopCouponUses.couponCode, p.order.couponCode), eq(shopCouponUses.orderId, p.order.id)))
      .returning()
    if (released.length > 0) await returnCouponUse(tx, p.order.couponCode)
  }
  await returnStock(tx, await orderStockLines(tx, p.order.id))
  return cancelled
}
