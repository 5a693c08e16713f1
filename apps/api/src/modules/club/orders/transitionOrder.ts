import { and, eq, sql } from 'drizzle-orm'
import { transition, type OrderEvent, type OrderStatus } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { conflict, type DomainError } from '../../../platform/http/domainError'
import { clubOrders, type ClubOrderRow } from '../tables'

/** Columns an event may write beside the status (chain reference, tx hash, failure reason, …). */
export type OrderChanges = Partial<
  Omit<typeof clubOrders.$inferInsert, 'id' | 'uuid' | 'memberId' | 'status'>
>

export type TransitionOrderParameters = {
  orderId: number
  /** The status the caller read: the update applies only while the order is still in it. */
  from: OrderStatus
  event: OrderEvent
  changes?: OrderChanges
}
export type TransitionOrderReturnType = ClubOrderRow
/** orderTransitionRefused (409): the state machine refuses the event, or the order left `from` meanwhile. */
export type TransitionOrderErrorType = DomainError

/**
 * The one writer of `club_orders.status`: the shared state machine decides the next status, and the
 * update is conditional on the status read, so a refused or raced event changes nothing.
 */
export async function transitionOrder(
  db: Db,
  { orderId, from, event, changes = {} }: TransitionOrderParameters,
): Promise<TransitionOrderReturnType> {
  const next = transition(from, event)
  if (!next.ok) throw refused(from, event)
  const [row] = await db
    .update(clubOrders)
    .set({ ...changes, status: next.status, updatedAt: sql`now()` })
    .where(and(eq(clubOrders.id, orderId), eq(clubOrders.status, from)))
    .returning()
  if (!row) throw refused(from, event)
  return row
}

const refused = (status: OrderStatus, event: OrderEvent) =>
  conflict('orderTransitionRefused', { status, event })
