import { sql } from 'drizzle-orm'
import { applyBps, BPS } from '@vita/shared'
import { queryRows } from '../../../platform/db/sql'
import { poolBalance } from '../reads/poolBalance'
import { createWorkTable, num, type SettlementContext } from './settlementContext'

export type DynamicDividendTotals = {
  pool: bigint
  rateBps: bigint
  dailyAmount: bigint
  topFourAllocation: bigint
  userCountWeight: bigint
  teamPerformanceWeight: bigint
  qualifiedUserCount: number
  totalTeamPerformance: bigint
  paid: bigint
  membersPaid: number
}

/** Earning dividends on the day: active or completed (not exited) and active since before the day. */
const earning = (day: string) => sql`o.status in ('active', 'completed') and o.activation_day < ${day}::date`

/**
 * Step 4 (club-rules §3): the dynamic pool × rate among the qualified (level ≥ V1 with an earning
 * order): the top four by team performance (ties: earlier join, then id) share the top-four allocation
 * equally; of the rest half per member and half by team performance. Each member's amount fills the
 * dynamic cap left of their earning orders oldest first (activation day, then id); the excess stays.
 * Computed here (club_settle_dynamic per member, club_settle_dynamic_order per order); payDividends
 * applies them.
 */
export async function settleDynamicDividends(context: SettlementContext): Promise<DynamicDividendTotals> {
  const { tx, day, rules } = context
  const pool = await poolBalance(tx, 'dynamic_pool')
  const dailyAmount = applyBps(pool, rules.dynamicDailyRateBps)
  const topFourAllocation = applyBps(dailyAmount, rules.topFourShareBps)
  const userCountWeight = applyBps(dailyAmount - topFourAllocation, rules.userCountShareBps)
  const teamPerformanceWeight = dailyAmount - topFourAllocation - userCountWeight

  await createWorkTable(
    tx,
    'club_settle_dynamic',
    `member_id bigint primary key, team_performance numeric(78, 0), top_four boolean, entitled numeric(78, 0),
    amount numeric(78, 0), cap_left numeric(78, 0)`,
  )
  await createWorkTable(
    tx,
    'club_settle_dynamic_order',
    'order_id bigint, member_id bigint, amount numeric(78, 0), cap_left numeric(78, 0), in_static boolean',
  )
  await tx.execute(sql`insert into club_settle_dynamic (member_id, team_performance, top_four, entitled)
    select q.member_id, q.team_performance, q.rank <= ${rules.topFourCount},
      (case when q.rank <= ${rules.topFourCount} then div(${num(topFourAllocation)}, least(q.n, ${rules.topFourCount})) else 0 end)
      + div(${num(userCountWeight)}, q.n)
      + (case when q.total = 0 then 0 else div(${num(teamPerformanceWeight)} * q.team_performance, q.total) end)
    from (
      select m.id as member_id, coalesce(s.team_performance, 0) as team_performance,
        row_number() over (order by coalesce(s.team_performance, 0) desc, m.joined_at, m.id) as rank,
        count(*) over () as n, sum(coalesce(s.team_performance, 0)) over () as total
      from members_referral_tree m
      left join club_member_stats s on s.member_id = m.id
      where m.level >= 1 and exists (select 1 from club_orders o where o.member_id = m.id and ${earning(day)})
    ) q`)
  await tx.execute(sql`insert into club_settle_dynamic_order
    select c.order_id, c.member_id, c.amount, c.cap_left - c.amount, c.in_static
    from (
      select c.*, greatest(0, least(c.cap_left, c.entitled - c.before)) as amount from (
      -- Whether step 3's set holds the order (its orders are the active ones of these): payDividends
      -- rewrites each order once.
      select o.id as order_id, o.member_id, d.entitled, o.status = 'active' as in_static,
        greatest(0, div(o.amount * ${num(rules.dynamicCapBps)}, ${num(BPS)}) - o.dynamic_earned) as cap_left,
        coalesce(sum(greatest(0, div(o.amount * ${num(rules.dynamicCapBps)}, ${num(BPS)}) - o.dynamic_earned))
          over (partition by o.member_id order by o.activation_day, o.id
            rows between unbounded preceding and 1 preceding), 0) as before
      from club_settle_dynamic d join club_orders o on o.member_id = d.member_id
      where ${earning(day)}
      ) c
    ) c`)
  await tx.execute(sql`update club_settle_dynamic d set amount = x.amount, cap_left = x.cap_left
    from (
      select member_id, sum(amount) as amount, sum(cap_left) as cap_left
      from club_settle_dynamic_order group by member_id
    ) x where x.member_id = d.member_id`)
  await tx.execute(sql`analyze club_settle_dynamic_order`)
  const [totals] = await queryRows<{ n: string; total: string; paid: string; paid_members: string }>(
    tx,
    sql`select count(*)::text as n, coalesce(sum(team_performance), 0)::text as total,
      coalesce(sum(amount), 0)::text as paid, count(*) filter (where amount > 0)::text as paid_members
    from club_settle_dynamic`,
  )
  return {
    pool,
    rateBps: rules.dynamicDailyRateBps,
    dailyAmount,
    topFourAllocation,
    userCountWeight,
    teamPerformanceWeight,
    qualifiedUserCount: Number(totals?.n ?? 0),
    totalTeamPerformance: BigInt(totals?.total ?? '0'),
    paid: BigInt(totals?.paid ?? '0'),
    membersPaid: Number(totals?.paid_members ?? 0),
  }
}
