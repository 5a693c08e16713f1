import { sql } from 'drizzle-orm'
import { transition } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { loadClubRules } from '../rules/loadClubRules'

export type ExpirePendingOrdersParameters = { now: Date }
export type ExpirePendingOrdersReturnType = { cancelled: number }

/**
 * Pending orders whose transaction never came within rules.pendingOrderTimeoutMinutes are cancelled
 * (club-rules §1, `expiredUnsent`): one conditional update, so an order whose hash arrives meanwhile
 * is left alone.
 */
export async function expirePendingOrders(
  db: Db,
  { now }: ExpirePendingOrdersParameters,
): Promise<ExpirePendingOrdersReturnType> {
  const rules = await loadClubRules(db)
  const next = transition('pending', 'expiredUnsent')
  if (!next.ok) throw new Error('the state machine no longer cancels unsent orders')
  const cutoff = new Date(now.getTime() - rules.pendingOrderTimeoutMinutes * 60_000)
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update club_orders set status = ${next.status}, failure_reason = 'expiredUnsent', updated_at = now()
      where status = 'pending' and created_at < ${cutoff.toISOString()}::timestamptz
      returning id::text`,
  )
  return { cancelled: rows.length }
}
