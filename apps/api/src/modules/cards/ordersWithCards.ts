import { inArray } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { cards } from './tables'

export type OrdersWithCardsParameters = { orderIds: readonly number[] }
/** The ids among `orderIds` whose order has a card (revoked or not). */
export type OrdersWithCardsReturnType = Set<number>

/** Which of the club's orders have a card: the order list shows "generated" for them. */
export async function ordersWithCards(
  db: Db,
  { orderIds }: OrdersWithCardsParameters,
): Promise<OrdersWithCardsReturnType> {
  if (orderIds.length === 0) return new Set()
  const rows = await db
    .select({ orderId: cards.orderId })
    .from(cards)
    .where(inArray(cards.orderId, [...orderIds]))
  return new Set(rows.map((row) => row.orderId))
}
