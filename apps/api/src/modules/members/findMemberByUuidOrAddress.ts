import { getAddress, isAddress } from 'viem'
import type { Db } from '../../platform/db/client'
import { findMemberByAddress, findMemberByUuid, type Member } from './findMember'

/** The member an operator names by UUID or wallet address (any case), if there is one. */
export async function findMemberByUuidOrAddress(db: Db, reference: string): Promise<Member | undefined> {
  const text = reference.trim()
  if (isAddress(text, { strict: false })) return findMemberByAddress(db, getAddress(text))
  if (/^[0-9a-f-]{36}$/i.test(text)) return findMemberByUuid(db, text.toLowerCase())
  return undefined
}
