import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { getAddress, numberToHex } from 'viem'
import type { Db } from '../../platform/db/client'
import { childPath, communityNumberFor } from './referralPath'
import { members } from './tables'

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

export const memberIdRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)
export { communityNumberFor, pathSegment } from './referralPath'
