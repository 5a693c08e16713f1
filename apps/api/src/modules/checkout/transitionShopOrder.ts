import { and, eq, sql } from 'drizzle-orm'
import { shopOrderTransition, type ShopOrderEvent, type ShopOrderStatus } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { conflict, type DomainError } from '../../platform/http/domainError'
import { shopOrderEvents, shopOrders, type ShopOrderRow } from './tables'

/** Columns an event may write beside the status (paid_at, carrier, amounts paid, …). */
export type ShopOrderChanges = Partial<
  Omit<typeof shopOrders.$inferInsert, 'id' | 'orderNo' | 'memberId' | 'status'>
>
export type TransitionShopOrderParameters = {
  orderId: number
  /** The status the caller read: the update applies only while the order is still in it. */
  from: ShopOrderStatus
  event: ShopOrderEvent
  /** Who: 'member', 'operator' or 'job' (the history keeps it). */
  actor: 'member' | 'operator' | 'job'
  note?: string
  changes?: ShopOrderChanges
}
export type TransitionShopOrderReturnType = ShopOrderRow
/** orderTransitionRefused (409): the state machine refuses, or the order left `from` meanwhile. */
export type TransitionShopOrderErrorType = DomainError

/**
 * The one writer of `shop_orders.status`: the shared state machine decides the next status, the update
 * is conditional on the status read, and the history row is written in the same statement's
 * transaction, so a refused or raced event changes nothing.
 */
export async function transitionShopOrder(
  db: Db,
  { orderId, from, event, actor, note, changes = {} }: TransitionShopOrderParameters,
): Promise<TransitionShopOrderReturnType> {
  const next = shopOrderTransition(from, event)
  if (next === null) throw conflict('orderTransitionRefused', { status: from, event })
  const [row] = await db
    .update(shopOrders)
    .set({ ...changes, status: next, updatedAt: sql`now()` })
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.status, from)))
    .returning()
  if (!row) throw conflict('orderTransitionRefused', { status: from, event })
  await db.insert(shopOrderEvents).values({ orderId, fromStatus: from, toStatus: next, actor, note })
  return row
}
