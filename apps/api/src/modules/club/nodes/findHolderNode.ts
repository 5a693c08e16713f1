import { and, eq } from 'drizzle-orm'
import { isClubId } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { notFound, type DomainError } from '../../../platform/http/domainError'
import { clubNodes, type ClubNodeRow } from '../tables'

export type FindHolderNodeParameters = { memberId: number; nodeUuid: string }
/** notFound (404): no such node, a malformed id, or another member's node (the three look the same). */
export type FindHolderNodeErrorType = DomainError

/** The caller's own node by its uuid, whatever its status. */
export async function findHolderNode(
  db: Db,
  { memberId, nodeUuid }: FindHolderNodeParameters,
): Promise<ClubNodeRow> {
  if (!isClubId(nodeUuid)) throw notFound()
  const [row] = await db
    .select()
    .from(clubNodes)
    .where(and(eq(clubNodes.uuid, nodeUuid), eq(clubNodes.memberId, memberId)))
  if (!row) throw notFound()
  return row
}

/** The member's open node, if any (at most one: club_nodes_one_open_per_member). */
export async function findOpenNode(db: Db, memberId: number): Promise<ClubNodeRow | undefined> {
  const [row] = await db
    .select()
    .from(clubNodes)
    .where(and(eq(clubNodes.memberId, memberId), eq(clubNodes.status, 'open')))
  return row
}
