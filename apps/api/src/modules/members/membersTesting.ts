import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { getAddress, numberToHex } from 'viem'
import type { Db } from '../../platform/db/client'
import { childPath, communityNumberFor } from './referralPath'
import { members, type MemberRow } from './tables'

/**
 * Test fixture: member rows with the given ids (all roots, deterministic addresses), so tests of
 * modules that reference members (ledger accounts, withdrawals) can use plain numeric ids.
 */
export async function insertTestMembers(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .insert(members)
    .values(
      ids.map((id) => ({
        id,
        uuid: randomUUID(),
        address: getAddress(numberToHex(0xa11ce000000n + BigInt(id), { size: 20 })),
        communityNumber: communityNumberFor(id),
        inviteCode: `TEST${id.toString(36).toUpperCase().padStart(6, '0')}`,
        referrerId: null,
        path: childPath(null, id),
        depth: 0,
      })),
    )
    .onConflictDoNothing()
  await db.execute(sql`select setval('members_id_seq', (select max(id) from members))`)
}

/** Test fixture: member rows exactly as given (a referral tree built by hand: ids, paths and depths). */
export async function insertTestMemberRows(
  db: Db,
  rows: readonly (typeof members.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return
  await db.insert(members).values([...rows])
}

/** Test fixture: a member's row changed directly (a level settlement would set, a referrer, a wallet). */
export async function updateTestMember(
  db: Db,
  id: number,
  changes: Partial<Omit<MemberRow, 'id'>>,
): Promise<void> {
  await db.update(members).set(changes).where(eq(members.id, id))
}

export const memberIdRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)
export { communityNumberFor, pathSegment } from './referralPath'
