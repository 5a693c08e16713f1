import { desc, eq, sql } from 'drizzle-orm'
import { isClubId } from '@vita/shared'
import type { NodeDetail } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../../platform/db/client'
import { queryRows } from '../../../../platform/db/sql'
import { notFound } from '../../../../platform/http/domainError'
import { findMemberById } from '../../../members'
import { clubPerson } from '../../reads/person'
import { clubMemberStats, clubNodeDays, clubNodes, type ClubNodeRow } from '../../tables'
import { hasLiveOrderSql } from './liveOrderSql'

export type NodeDetailParameters = { uuid: string; viewerId: number }

/**
 * GET /club/nodes/:id: any signed-in member reads the node's public part; only its holder gets `owner`
 * (stake, rewards, dates). A closed node stays readable; a malformed or unknown id is a 404.
 */
export async function nodeDetail(db: Db, { uuid, viewerId }: NodeDetailParameters): Promise<NodeDetail> {
  if (!isClubId(uuid)) throw notFound()
  const [row] = await db
    .select({ node: clubNodes, teamSize: clubMemberStats.teamSize })
    .from(clubNodes)
    .leftJoin(clubMemberStats, eq(clubMemberStats.memberId, clubNodes.memberId))
    .where(eq(clubNodes.uuid, uuid))
  const holder = row && (await findMemberById(db, row.node.memberId))
  if (!row || !holder) throw notFound()
  const { node } = row
  const mine = node.memberId === viewerId
  const [[lastDay], [active], owner] = await Promise.all([
    db
      .select({ day: clubNodeDays.day, active: clubNodeDays.active, reason: clubNodeDays.reason })
      .from(clubNodeDays)
      .where(eq(clubNodeDays.nodeId, node.id))
      .orderBy(desc(clubNodeDays.day))
      .limit(1),
    // The holder's downline is one range of the path index (members/tables.ts); the holder is not in it.
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from members_referral_tree m
        where m.path like ${`${holder.path}%`} and m.path > ${holder.path} and ${hasLiveOrderSql(sql`m.id`)}`,
    ),
    mine ? ownerPart(db, node) : null,
  ])
  return {
    id: node.uuid,
    type: node.type,
    level: node.level,
    status: node.status,
    lastDay: lastDay ?? null,
    holder: clubPerson(holder),
    totalMembers: row.teamSize ?? 0,
    activeMembers: active?.count ?? 0,
    openedAt: node.openedAt.toISOString(),
    mine,
    owner,
  }
}

/** What only the holder sees: the stake, the last settled day's and all days' rewards, the dates. */
async function ownerPart(db: Db, node: ClubNodeRow): Promise<NonNullable<NodeDetail['owner']>> {
  const [rewards] = await queryRows<{ today: string; total: string }>(
    db,
    sql`select coalesce(sum(d.amount) filter (where d.day = (select max(day) from club_settlements)), 0)::text
          as today, coalesce(sum(d.amount), 0)::text as total
      from club_node_days d where d.node_id = ${node.id}`,
  )
  return {
    stake: node.stake.toString(),
    rewardToday: rewards?.today ?? '0',
    rewardTotal: rewards?.total ?? '0',
    closingAt: node.closingAt?.toISOString() ?? null,
    releaseAt: node.releaseAt?.toISOString() ?? null,
  }
}
