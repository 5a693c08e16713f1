import { sql } from 'drizzle-orm'
import type { MemberLevel } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'

export type LockMembersParameters = { memberIds: readonly number[] }
/** The locked members that exist, in id order. */
export type LockMembersReturnType = { id: number; referrerId: number | null; level: MemberLevel }[]

/**
 * Locks the members' rows (FOR NO KEY UPDATE, in id order so that concurrent callers never deadlock)
 * for the rest of the caller's transaction: one member's requests that must run one after another
 * (club orders, node changes, shop checkouts) queue here. Answers what callers check under the lock.
 */
export async function lockMembers(
  tx: Db,
  { memberIds }: LockMembersParameters,
): Promise<LockMembersReturnType> {
  if (memberIds.length === 0) return []
  const rows = await queryRows<{ id: string; referrer_id: string | null; level: number }>(
    tx,
    sql`select id::text as id, referrer_id::text as referrer_id, level from members
      where id = any(${`{${memberIds.join(',')}}`}::bigint[]) order by id for no key update`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    referrerId: row.referrer_id === null ? null : Number(row.referrer_id),
    level: Number(row.level) as MemberLevel,
  }))
}
