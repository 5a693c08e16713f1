import { sql } from 'drizzle-orm'
import { queryRows } from '../../../platform/db/sql'
import { clubRulesToJson } from '../rules/clubRulesJson'
import type { SettlementContext } from './settlementContext'

export type ClaimDayReturnType = { claimed: true } | { claimed: false; lastSettledDay: string | null }

/**
 * Step 0: the day's `club_settlements` row, written first. Settlement transactions queue on the
 * table lock, so a second runner reads the last settled day only after the first committed (or
 * rolled back); a day at or before it is refused and nothing changes. The primary key on the day is
 * the last line of defence: a concurrent insert of the same day waits for the first, then does nothing.
 */
export async function claimDay({ tx, day, rules }: SettlementContext): Promise<ClaimDayReturnType> {
  await tx.execute(sql`lock table club_settlements in share row exclusive mode`)
  // The day's sorts, window functions and hash joins span every order and member: keep them in memory.
  await tx.execute(sql`set local work_mem = '256MB'`)
  const [last] = await queryRows<{ day: string | null }>(
    tx,
    sql`select max(day)::text as day from club_settlements`,
  )
  const lastSettledDay = last?.day ?? null
  if (lastSettledDay !== null && day <= lastSettledDay) return { claimed: false, lastSettledDay }
  const inserted = await queryRows<{ day: string }>(
    tx,
    sql`insert into club_settlements (day, rules, static_pool, static_rate_bps, static_daily_amount,
        static_total_shares, static_total_weighted_shares, static_paid, dynamic_pool, dynamic_rate_bps,
        dynamic_daily_amount, top_four_allocation, user_count_weight, team_performance_weight,
        qualified_user_count, total_team_performance, dynamic_paid, invite_rewards_granted,
        invite_rewards_reversed, fee_pool_after, level_changes)
      values (${day}::date, ${JSON.stringify(clubRulesToJson(rules))}::jsonb, 0, ${Number(rules.staticDailyRateBps)}, 0,
        0, 0, 0, 0, ${Number(rules.dynamicDailyRateBps)}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      on conflict (day) do nothing
      returning day::text as day`,
  )
  return inserted.length === 1 ? { claimed: true } : { claimed: false, lastSettledDay: day }
}
