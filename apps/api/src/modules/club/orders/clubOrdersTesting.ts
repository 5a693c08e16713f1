import { randomUUID } from 'node:crypto'
import { getAddress } from 'viem'
import type { Db } from '../../../platform/db/client'
import { findMemberById } from '../../members'
import { communityNumberFor, insertTestMemberRows, pathSegment } from '../../members/membersTesting'
import { clubWhitelist } from '../tables'

/** Test support: the member's wallet as the whitelist job leaves it once the chain whitelisted it. */
export async function whitelistMember(db: Db, memberId: number): Promise<void> {
  const member = await findMemberById(db, memberId)
  if (!member) throw new Error(`member ${memberId} does not exist`)
  await db
    .insert(clubWhitelist)
    .values({ memberId, address: member.address, status: 'whitelisted' })
    .onConflictDoUpdate({ target: clubWhitelist.memberId, set: { status: 'whitelisted' } })
}

/** Test support: a member under `referrerId` (null = a root) with the given wallet, path and depth derived. */
export async function insertTreeMember(
  db: Db,
  { id, referrerId, address }: { id: number; referrerId: number | null; address: string },
): Promise<void> {
  const parent = referrerId === null ? undefined : await findMemberById(db, referrerId)
  if (referrerId !== null && !parent) throw new Error(`referrer ${referrerId} does not exist`)
  await insertTestMemberRows(db, [
    {
      id,
      uuid: randomUUID(),
      address: getAddress(address),
      communityNumber: communityNumberFor(id),
      inviteCode: `TREE${id.toString(36).toUpperCase().padStart(6, '0')}`,
      referrerId,
      path: `${parent?.path ?? '/'}${pathSegment(id)}/`,
      depth: parent ? parent.depth + 1 : 0,
    },
  ])
}
