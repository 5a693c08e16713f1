import { asc } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { findMemberById, type Member } from './findMember'
import { registerMember } from './registerMember'
import { members } from './tables'

export type EnsureGenesisMemberParameters = {
  /** Checksummed address of the root member. */
  address: string
  /** GENESIS_INVITE_CODE; a random code when absent. */
  inviteCode?: string | undefined
}

/** Creates the root of the referral tree when there are no members yet; returns the root either way. */
export async function ensureGenesisMember(
  db: Db,
  parameters: EnsureGenesisMemberParameters,
): Promise<Member> {
  const existing = await findGenesisMember(db)
  if (existing) return existing
  const { member } = await registerMember(db, {
    address: parameters.address,
    referrer: null,
    ...(parameters.inviteCode ? { inviteCode: parameters.inviteCode } : {}),
  })
  return member
}

/** The first member ever registered: the root every invite chain starts from. */
export async function findGenesisMember(db: Db): Promise<Member | undefined> {
  const [first] = await db.select({ id: members.id }).from(members).orderBy(asc(members.id)).limit(1)
  return first ? findMemberById(db, first.id) : undefined
}
