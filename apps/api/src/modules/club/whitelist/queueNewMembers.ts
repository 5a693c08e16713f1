import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'

/**
 * Queues every member without a whitelist row, in one statement: every way a member is registered
 * (sign-in, genesis, ops) is covered without a hook in the members module, and nothing registered
 * just before a crash is missed. Returns how many were queued.
 */
export async function queueNewMembers(db: Db): Promise<number> {
  const rows = await queryRows<{ member_id: string }>(
    db,
    sql`insert into club_whitelist (member_id, address)
      select m.id, m.address from members_referral_tree m
      where not exists (select 1 from club_whitelist w where w.member_id = m.id)
      on conflict (member_id) do nothing
      returning member_id::text`,
  )
  return rows.length
}
