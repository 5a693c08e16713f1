import { and, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { notFound, type DomainError } from '../../platform/http/domainError'
import { shopOrders, type ShopOrderRow } from './tables'
import { ORDER_NO } from './orderNumber'

export type FindMemberShopOrderParameters = {
  memberId: number
  orderNo: string
  /** Lock the row for the rest of the caller's transaction (payment, cancel, receipt). */
  lock?: boolean
}
/** notFound: malformed, missing, or another member's (all three look alike). */
export type FindMemberShopOrderErrorType = DomainError

/** The caller's order `orderNo`; anyone else's answers 404 exactly like one that does not exist. */
export async function findMemberShopOrder(
  db: Db,
  { memberId, orderNo, lock = false }: FindMemberShopOrderParameters,
): Promise<ShopOrderRow> {
  if (!ORDER_NO.test(orderNo)) throw notFound()
  const query = db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.orderNo, orderNo), eq(shopOrders.memberId, memberId)))
  const [order] = lock ? await query.for('update') : await query
  if (!order) throw notFound()
  return order
}
