import { sql } from 'drizzle-orm'
import type { NodeMember } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../../platform/db/client'
import { queryRows } from '../../../../platform/db/sql'
import { listDownline } from '../../../members'
import { clubPerson } from '../../reads/person'
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
      : await queryRows<{ id: string; orders: number | null; active: boolean }>(
          db,
          sql`select d.id::text as id, s.own_orders as orders, ${hasLiveOrderSql(sql`d.id`)} as active
            from unnest(${`{${ids.join(',')}}`}::bigint[]) as d(id)
            left join club_member_stats s on s.member_id = d.id`,
        )
  const byId = new Map(figures.map((row) => [Number(row.id), row]))
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
