import { isClubId } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { notFound } from '../../../platform/http/domainError'
import { findMemberByUuid, isInDownline } from '../../members'

export type DownlineMember = { id: number; depth: number }

/**
 * The member `uuid` names, if strictly in the downline of `viewerId`. The viewer themself, an upline,
 * a stranger, a malformed and an unknown id all end in the same 404 notFound.
 */
export async function downlineMember(db: Db, viewerId: number, uuid: string): Promise<DownlineMember> {
  if (!isClubId(uuid)) throw notFound()
  const member = await findMemberByUuid(db, uuid)
  if (!member || !(await isInDownline(db, viewerId, member.id))) throw notFound()
  return { id: member.id, depth: member.depth }
}
