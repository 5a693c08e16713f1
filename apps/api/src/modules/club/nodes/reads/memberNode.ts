import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { NodeStatus } from '@vita/shared'
import type { MyNode } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../../platform/db/client'
import { clubNodes, type ClubNodeRow } from '../../tables'

export type MemberNodeReturnType = Pick<ClubNodeRow, 'uuid' | 'type' | 'level' | 'status' | 'stake'> | null

/**
 * The member's node in one of `statuses`: the open one first (there is at most one), else the newest
 * (the member index, newest id first).
 */
export async function memberNode(
  db: Db,
  memberId: number,
  statuses: readonly NodeStatus[],
): Promise<MemberNodeReturnType> {
  const [row] = await db
    .select({
      uuid: clubNodes.uuid,
      type: clubNodes.type,
      level: clubNodes.level,
      status: clubNodes.status,
      stake: clubNodes.stake,
    })
    .from(clubNodes)
    .where(and(eq(clubNodes.memberId, memberId), inArray(clubNodes.status, [...statuses])))
    .orderBy(sql`${clubNodes.status} = 'open' desc`, desc(clubNodes.id))
    .limit(1)
  return row ?? null
}

/** The node as its holder sees it in short. */
export const myNodeView = (node: NonNullable<MemberNodeReturnType>): MyNode => ({
  id: node.uuid,
  type: node.type,
  level: node.level,
  status: node.status,
  stake: node.stake.toString(),
})
