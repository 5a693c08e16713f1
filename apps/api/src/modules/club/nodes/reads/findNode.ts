import { and, eq } from 'drizzle-orm'
import { isClubId } from '@vita/shared'
import type { Db } from '../../../../platform/db/client'
import { notFound } from '../../../../platform/http/domainError'
import { clubNodes, type ClubNodeRow } from '../../tables'

/**
 * The node `uuid` names, in any status (a closed node stays readable), held by `holderId` when given.
 * A malformed id, an unknown one and another member's node (when a holder is required) are the same
 * 404 notFound, so a refusal never tells that the node exists.
 */
export async function findNode(db: Db, uuid: string, holderId?: number): Promise<ClubNodeRow> {
  if (!isClubId(uuid)) throw notFound()
  const [row] = await db
    .select()
    .from(clubNodes)
    .where(
      and(eq(clubNodes.uuid, uuid), holderId === undefined ? undefined : eq(clubNodes.memberId, holderId)),
    )
  if (!row) throw notFound()
  return row
}

/** A page of what only the node's holder reads (its rewards, its members): the caller must hold `uuid`. */
export type HeldNodePageParameters = {
  uuid: string
  holderId: number
  /** From the previous page's `nextCursor` (rewards: its last day; members: its last path). */
  cursor?: string | undefined
  limit: number
}
