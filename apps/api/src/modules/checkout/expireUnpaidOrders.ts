import { and, asc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { shopOrders } from './tables'
import { releaseUnpaidOrder } from './releaseUnpaidOrder'

export type ExpireUnpaidOrdersParameters = { now: Date; batchSize?: number }
export type ExpireUnpaidOrdersReturnType = { cancelled: number }

/**
 * Cancels orders still unpaid at their pay_by (spec: the payment timeout), oldest first, one
 * transaction each under the order's row lock (skipping one being paid right now): stock back and
 * coupon use released exactly once, however many runs or replicas overlap.
 */
export async function expireUnpaidOrders(
  db: Db,
  { now, batchSize = 100 }: ExpireUnpaidOrdersParameters,
): Promise<ExpireUnpaidOrdersReturnType> {
  const due = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.status, 'pending_payment'), lte(shopOrders.payBy, now)))
    .orderBy(asc(shopOrders.payBy))
    .limit(batchSize)
  let cancelled = 0
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(shopOrders)
        .where(
          and(eq(shopOrders.id, id), eq(shopOrders.status, 'pending_payment'), lte(shopOrders.payBy, now)),
        )
        .for('update', { skipLocked: true })
      if (!order) return false
      await releaseUnpaidOrder(tx, { order, event: 'paymentExpired', actor: 'job', now })
      return true
    })
    if (done) cancelled++
  }
  return { cancelled }
}
