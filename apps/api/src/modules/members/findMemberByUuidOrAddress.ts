import { parseMemberReference } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import type { Member } from './findMember'
import { findMemberByReference } from './findMemberByReference'

/** The member an operator names by UUID or wallet address (any case), if there is one. */
export async function findMemberByUuidOrAddress(db: Db, text: string): Promise<Member | undefined> {
  const reference = parseMemberReference(text)
  // Operator commands name members by UUID or address only (their usage texts say so).
  if (!reference || reference.kind === 'communityNumber') return undefined
  return findMemberByReference(db, reference)
}
