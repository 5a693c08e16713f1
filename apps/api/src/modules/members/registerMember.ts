import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { findMemberByAddress, type Member } from './findMember'
import { generateInviteCode } from './inviteCode'
import { childPath, communityNumberFor } from './referralPath'
import { members } from './tables'

export type RegisterMemberParameters = {
  /** Checksummed address. */
  address: string
  /** The inviter; null only for the genesis member. */
  referrer: Pick<Member, 'id' | 'path' | 'depth' | 'uuid'> | null
  /** Fixed invite code (the genesis member's GENESIS_INVITE_CODE); otherwise a random one. */
  inviteCode?: string
}
export type RegisterMemberReturnType = { member: Member; created: boolean }

/**
 * Inserts a member under its referrer: O(1), the path is the referrer's plus the new id. An address
 * registered concurrently by another request wins; this one then returns that member.
 */
export async function registerMember(
  db: Db,
  parameters: RegisterMemberParameters,
): Promise<RegisterMemberReturnType> {
  const { address, referrer } = parameters
  for (let attempt = 0; attempt < 5; attempt++) {
    // The id comes first because the community number and the path are derived from it.
    const [next] = await db
      .select({ id: sql<string>`nextval('members_id_seq')::text` })
      .from(sql`(values (1)) as one(x)`)
    const id = Number(next?.id)
    const [row] = await db
      .insert(members)
      .values({
        id,
        uuid: randomUUID(),
        address,
        communityNumber: communityNumberFor(id),
        inviteCode: parameters.inviteCode ?? generateInviteCode(),
        referrerId: referrer?.id ?? null,
        path: childPath(referrer?.path ?? null, id),
        depth: referrer ? referrer.depth + 1 : 0,
      })
      .onConflictDoNothing()
      .returning()
    if (row) return { member: { ...row, referrerUuid: referrer?.uuid ?? null }, created: true }
    const existing = await findMemberByAddress(db, address)
    if (existing) return { member: existing, created: false }
    if (parameters.inviteCode) throw new Error(`invite code ${parameters.inviteCode} is taken`)
    // Otherwise the random invite code collided (≈ never): draw another.
  }
  throw new Error('could not allocate a unique invite code')
}
