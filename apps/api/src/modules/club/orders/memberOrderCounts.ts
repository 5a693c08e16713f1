import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'

/** Orders that use one of the member's places (not failed or cancelled), and those still unresolved. */
export type MemberOrderCounts = { used: number; open: number }

export async function memberOrderCounts(db: Db, memberId: number): Promise<MemberOrderCounts> {
  const [row] = await queryRows<{ used: number; open: number }>(
    db,
    sql`select count(*) filter (where status not in ('failed', 'cancelled'))::int as used,
        count(*) filter (where status in ('pending', 'pending_verification'))::int as open
      from club_orders where member_id = ${memberId}`,
  )
  return { used: Number(row?.used ?? 0), open: Number(row?.open ?? 0) }
}
