import { eq, inArray, sql } from 'drizzle-orm'
import type { NodeMember } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../../platform/db/client'
import { listDownline, members } from '../../../members'
import { clubPerson } from '../../reads/person'
import { clubMemberStats } from '../../tables'
import { findNode, type HeldNodePageParameters } from './findNode'
import { hasLiveOrderSql } from './liveOrderSql'

export type NodeMembersParameters = HeldNodePageParameters
export type NodeMembersReturnType = { items: NodeMember[]; nextCursor: string | null }

/**
 * GET /club/nodes/:id/members: the holder's downline in tree order (members' keyset on the path), each
 * with their standing orders and whether one is not exited. Anyone but the holder gets the 404 of an
 * unknown id.
 */
export async function nodeMembers(db: Db, p: NodeMembersParameters): Promise<NodeMembersReturnType> {
  const node = await findNode(db, p.uuid, p.holderId)
  const page = await listDownline(db, node.memberId, { cursor: p.cursor, limit: p.limit })
  const ids = page.items.map((member) => member.id)
  const figures =
    ids.length === 0
      ? []
      : await db
          .select({
            id: members.id,
            orders: clubMemberStats.ownOrders,
            active: hasLiveOrderSql(sql`${members.id}`),
          })
          .from(members)
          .leftJoin(clubMemberStats, eq(clubMemberStats.memberId, members.id))
          .where(inArray(members.id, ids))
  const byId = new Map(figures.map((row) => [row.id, row]))
  return {
    items: page.items.map((member) => ({
      ...clubPerson(member),
      uuid: member.uuid,
      depth: member.depth,
      orders: byId.get(member.id)?.orders ?? 0,
      active: byId.get(member.id)?.active ?? false,
      joinedAt: member.joinedAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  }
}
