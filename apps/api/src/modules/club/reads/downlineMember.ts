import { eq } from 'drizzle-orm'
import { isClubId } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { notFound } from '../../../platform/http/domainError'
import { isInDownline, members } from '../../members'

export type DownlineMember = { id: number; depth: number }

/**
 * The member `uuid` names, if strictly in the downline of `viewerId`. The viewer themself, an upline,
 * a stranger, a malformed and an unknown id all end in the same 404 notFound.
 */
export async function downlineMember(db: Db, viewerId: number, uuid: string): Promise<DownlineMember> {
  if (!isClubId(uuid)) throw notFound()
  const [row] = await db
    .select({ id: members.id, depth: members.depth })
    .from(members)
    .where(eq(members.uuid, uuid))
  if (!row || !(await isInDownline(db, viewerId, row.id))) throw notFound()
  return row
}
