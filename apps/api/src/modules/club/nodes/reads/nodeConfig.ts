import { sql } from 'drizzle-orm'
import { NODE_BENEFITS, nodeTierKey, type NodeRules, type NodeType, type NodeLevel } from '@vita/shared'
import type { NodeConfig } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../../platform/db/client'
import { queryRows } from '../../../../platform/db/sql'
import { takenPlaces } from './takenPlaces'

type ActiveRow = { day: string | null; type: NodeType | null; level: NodeLevel | null; active: number }

/**
 * GET /club/nodes/config (club-rules §7): every tier of the rules in force with its places taken and
 * its nodes active on the last settled day, and the reward rule.
 */
export async function nodeConfig(db: Db, rules: NodeRules): Promise<NodeConfig> {
  const [taken, activeRows] = await Promise.all([
    takenPlaces(db),
    // One row per tier with active nodes that day, or one empty row carrying the day (null before any).
    queryRows<ActiveRow>(
      db,
      sql`with last as (select max(day) as day from club_settlements)
        select to_char(last.day, 'YYYY-MM-DD') as day, d.type, d.level, count(d.node_id)::int as active
        from last left join club_node_days d on d.day = last.day and d.active
        group by last.day, d.type, d.level`,
    ),
  ])
  const activeByTier = new Map(
    activeRows.flatMap(({ type, level, active }) =>
      type && level ? [[nodeTierKey({ type, level }), active] as const] : [],
    ),
  )
  const tiers = rules.tiers.map((tier) => ({
    type: tier.type,
    level: tier.level,
    memberLevel: tier.memberLevel,
    stake: tier.stake.toString(),
    rewardWeight: tier.rewardWeight,
    maxRank: tier.maxRank,
    taken: taken.get(nodeTierKey(tier)) ?? 0,
    activeNodes: activeByTier.get(nodeTierKey(tier)) ?? 0,
    dailyRewardLimit: tier.dailyRewardLimit.toString(),
    benefits: [...NODE_BENEFITS],
  }))
  return {
    tiers,
    rewardShareBps: Number(rules.rewardShareBps),
    releaseCoolingDays: rules.releaseCoolingDays,
    totals: {
      nodes: tiers.reduce((sum, tier) => sum + tier.taken, 0),
      activeNodes: tiers.reduce((sum, tier) => sum + tier.activeNodes, 0),
    },
    lastSettledDay: activeRows[0]?.day ?? null,
  }
}
