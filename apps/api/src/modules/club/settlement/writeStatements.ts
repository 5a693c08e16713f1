import { sql } from 'drizzle-orm'
import { num, type SettlementContext } from './settlementContext'
import type { DynamicDividendTotals } from './settleDynamicDividends'
import type { InviteRewardTotals } from './settleInviteRewards'
import type { NodeRewardTotals } from './settleNodeRewards'
import type { StaticDividendTotals } from './settleStaticDividends'

export type DayTotals = {
  static: StaticDividendTotals
  dynamic: DynamicDividendTotals
  invites: InviteRewardTotals
  nodes: NodeRewardTotals
  levelChanges: number
}

/**
 * Step 6: one club_member_days row per member with a share, a qualification or an invite reward that
 * day (spec §3's per-member figures), and the day's totals in its club_settlements row (the node
 * rewards wrote their own statements, club_node_days).
 */
export async function writeStatements({ tx, day }: SettlementContext, totals: DayTotals): Promise<void> {
  await tx.execute(sql`insert into club_member_days (day, member_id, level, static_shares, static_weighted_shares,
      static_amount, static_cap_left, dynamic_qualified, top_four, team_performance, dynamic_entitled, dynamic_amount,
      dynamic_cap_left, invite_amount)
    select ${day}::date, x.member_id, coalesce(l.level, 0), coalesce(x.shares, 0), coalesce(x.weight, 0),
      coalesce(x.static_amount, 0), coalesce(x.static_cap_left, 0), x.qualified, coalesce(x.top_four, false),
      coalesce(x.team_performance, s.team_performance, 0), coalesce(x.entitled, 0), coalesce(x.dynamic_amount, 0),
      coalesce(x.dynamic_cap_left, 0), coalesce(x.invite_amount, 0)
    from (
      -- Each member once: full joins of the three kinds (only the smaller sides hashed), not a union of
      -- their ~870,000 ids deduplicated and joined back to each kind.
      select coalesce(st.member_id, d.member_id, i.referrer_id) as member_id, st.shares, st.weight,
        st.amount as static_amount, st.cap_left as static_cap_left, d.member_id is not null as qualified, d.top_four,
        d.team_performance, d.entitled, d.amount as dynamic_amount, d.cap_left as dynamic_cap_left, i.amount as invite_amount
      from club_settle_static_member st
      full join club_settle_dynamic d on d.member_id = st.member_id
      full join (
        select referrer_id, sum(case when kind = 'grant' then amount else -amount end) as amount
        from club_settle_invite group by referrer_id
      ) i on i.referrer_id = coalesce(st.member_id, d.member_id)
    ) x
    -- The day's levels (step 1; members.level holds the same): ~60,000 rows instead of every member's.
    left join club_settle_level l on l.member_id = x.member_id
    left join club_member_stats s on s.member_id = x.member_id
    order by x.member_id`)
  const { static: s, dynamic: d, invites, nodes } = totals
  await tx.execute(sql`update club_settlements set static_pool = ${num(s.pool)}, static_daily_amount = ${num(s.dailyAmount)},
      static_total_shares = ${num(s.totalShares)}, static_total_weighted_shares = ${num(s.totalWeightedShares)},
      static_paid = ${num(s.paid)}, dynamic_pool = ${num(d.pool)}, dynamic_daily_amount = ${num(d.dailyAmount)},
      top_four_allocation = ${num(d.topFourAllocation)}, user_count_weight = ${num(d.userCountWeight)},
      team_performance_weight = ${num(d.teamPerformanceWeight)}, qualified_user_count = ${d.qualifiedUserCount},
      total_team_performance = ${num(d.totalTeamPerformance)}, dynamic_paid = ${num(d.paid)},
      invite_rewards_granted = ${num(invites.grantedAmount)}, invite_rewards_reversed = ${num(invites.reversedAmount)},
      node_fee_inflow = ${num(nodes.feeInflow)}, node_reward_amount = ${num(nodes.rewardAmount)},
      node_reward_paid = ${num(nodes.paid)}, active_nodes = ${nodes.activeNodes}, fee_pool_after = ${num(nodes.feePoolAfter)},
      level_changes = ${totals.levelChanges}, settled_at = now()
    where day = ${day}::date`)
}
