import { sql } from 'drizzle-orm'
import { applyBps, BPS, MEMBER_LEVELS, type ClubRules } from '@vita/shared'
import { queryRows } from '../../../platform/db/sql'
import { poolBalance } from '../reads/poolBalance'
import { createWorkTable, num, scalar, type SettlementContext } from './settlementContext'

export type StaticDividendTotals = {
  pool: bigint
  rateBps: bigint
  dailyAmount: bigint
  totalShares: bigint
  totalWeightedShares: bigint
  paid: bigint
  membersPaid: number
}

/** `case level when 0 then … end`: the level multiplier table of the rules. */
export const levelMultiplierSql = (rules: ClubRules, level: ReturnType<typeof sql>) =>
  sql`(case ${level} ${sql.join(
    MEMBER_LEVELS.map((l) => sql`when ${l} then ${num(rules.levelMultipliersBps[l] ?? BPS)}`),
    sql` `,
  )} end)`

/**
 * Step 3 (club-rules §2): the static pool × daily rate, shared by weighted shares (shares × the level
 * multiplier of the member's level for the day) among the orders active since before the day, each
 * capped by its static cap left. Rounding down; the rest stays in the pool. Computed here per order
 * (club_settle_static) and per member (club_settle_static_member, the one transfer each and the
 * statement); payDividends applies them.
 */
export async function settleStaticDividends(context: SettlementContext): Promise<StaticDividendTotals> {
  const { tx, day, rules } = context
  const pool = await poolBalance(tx, 'static_dividend_pool')
  const dailyAmount = applyBps(pool, rules.staticDailyRateBps)
  await createWorkTable(
    tx,
    'club_settle_static',
    `order_id bigint, member_id bigint, shares numeric(78, 0), weight numeric(78, 0), cap_left numeric(78, 0),
    amount numeric(78, 0), dynamic_amount numeric(78, 0)`,
  )
  await createWorkTable(
    tx,
    'club_settle_static_member',
    'member_id bigint, shares numeric(78, 0), weight numeric(78, 0), amount numeric(78, 0), cap_left numeric(78, 0)',
  )
  // The day's orders with their weights first, then the total weight over that same set, then each
  // order's amount: a window sum over all of them buffered and re-read every row (~0.7 s more at
  // 1,000,000 members). The set is read once (one snapshot), so the amounts add up to at most the day's.
  await createWorkTable(
    tx,
    'club_settle_static_weight',
    'order_id bigint, member_id bigint, shares numeric(78, 0), weight numeric(78, 0), cap_left numeric(78, 0)',
  )
  await tx.execute(sql`insert into club_settle_static_weight
    select o.id, o.member_id, s.shares, s.shares * ${levelMultiplierSql(rules, sql`coalesce(l.level, 0)`)},
      greatest(0, div(o.amount * ${num(rules.staticCapBps)}, ${num(BPS)}) - o.static_earned)
    from club_orders o
    -- The day's levels from step 1 (members.level holds the same): ~60,000 rows instead of every member's.
    left join club_settle_level l on l.member_id = o.member_id
    cross join lateral (select div(o.amount * ${num(rules.sharesPerOrder)}, ${num(rules.orderPrice)}) as shares) s
    where o.status = 'active' and o.activation_day < ${day}::date`)
  const totalWeight = await scalar(
    tx,
    sql`select coalesce(sum(weight), 0)::text as value from club_settle_static_weight`,
  )
  await tx.execute(sql`insert into club_settle_static (order_id, member_id, shares, weight, cap_left, amount)
    select order_id, member_id, shares, weight, cap_left,
      ${totalWeight === 0n ? sql`0` : sql`least(div(${num(dailyAmount)} * weight, ${num(totalWeight)}), cap_left)`}
    from club_settle_static_weight`)
  await tx.execute(sql`analyze club_settle_static`)
  await tx.execute(sql`insert into club_settle_static_member
    select member_id, sum(shares), sum(weight), sum(amount), sum(cap_left - amount)
    from club_settle_static group by member_id order by member_id`)
  await tx.execute(sql`analyze club_settle_static_member`)
  const [totals] = await queryRows<{ shares: string; weight: string; paid: string; paid_members: string }>(
    tx,
    sql`select coalesce(sum(shares), 0)::text as shares, coalesce(sum(weight), 0)::text as weight,
      coalesce(sum(amount), 0)::text as paid, count(*) filter (where amount > 0)::text as paid_members
    from club_settle_static_member`,
  )
  return {
    pool,
    rateBps: rules.staticDailyRateBps,
    dailyAmount,
    totalShares: BigInt(totals?.shares ?? '0'),
    totalWeightedShares: BigInt(totals?.weight ?? '0'),
    paid: BigInt(totals?.paid ?? '0'),
    membersPaid: Number(totals?.paid_members ?? 0),
  }
}
