import type { Db } from '../../platform/db/client'
import { releaseCoupon, releaseStock } from './checkoutSteps'
import type { ShopOrderRow } from './tables'
import { transitionShopOrder } from './transitionShopOrder'

export type ReleaseUnpaidOrderParameters = {
  order: ShopOrderRow
  event: 'cancelledByMember' | 'paymentExpired'
  actor: 'member' | 'job'
  now: Date
}

/**
 * Cancels an unpaid order inside the caller's transaction: the status moves first (conditionally, so
 * a second cancel, a raced payment or the job finds nothing to do), then the steps it went through are
 * compensated in reverse (checkoutSteps.ts): the coupon use is released, the stock goes back to its SKUs.
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
  await releaseCoupon(tx, p.order)
  await releaseStock(tx, p.order)
  return cancelled
}
