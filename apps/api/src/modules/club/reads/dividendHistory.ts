import { sql } from 'drizzle-orm'
import type { DividendStatement } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { invalidInput } from '../../../platform/http/domainError'
import { isBusinessDay } from '../../../platform/jobs'

export type DividendHistoryParameters = {
  memberId: number
  kind: 'static' | 'dynamic'
  /** The last day of the previous page: this page starts before it. */
  cursor?: string | undefined
  limit: number
}
export type DividendHistoryReturnType = { items: DividendStatement[]; nextCursor: string | null }

type Row = Omit<DividendStatement, 'kind' | 'rateBps'> & { rate_bps: number }

/**
 * GET /club/dividends/history: the member's daily statements of one kind, newest first, beside the
 * day's totals. Static: the days they held shares or were paid, with the pool's and their shares
 * (spec §3 "total shares", "my shares": one per order; the level weights only divide the day's amount);
 * dynamic: the days they qualified, with the qualified count and their team performance.
 */
export async function dividendHistory(
  db: Db,
  p: DividendHistoryParameters,
): Promise<DividendHistoryReturnType> {
  if (p.cursor !== undefined && !isBusinessDay(p.cursor))
    throw invalidInput('invalidParams', { field: 'cursor' })
  const columns =
    p.kind === 'static'
      ? sql`s.static_pool::text as pool, s.static_rate_bps as rate_bps, s.static_daily_amount::text as "dailyAmount",
          s.static_total_shares::text as "totalShares", d.static_shares::text as "myShares",
          d.static_amount::text as amount, d.static_cap_left::text as "capLeft"`
      : sql`s.dynamic_pool::text as pool, s.dynamic_rate_bps as rate_bps, s.dynamic_daily_amount::text as "dailyAmount",
          s.qualified_user_count::text as "totalShares", d.team_performance::text as "myShares",
          d.dynamic_amount::text as amount, d.dynamic_cap_left::text as "capLeft"`
  const kindCondition =
    p.kind === 'static' ? sql`(d.static_shares > 0 or d.static_amount > 0)` : sql`d.dynamic_qualified`
  const before = p.cursor === undefined ? sql`true` : sql`d.day < ${p.cursor}::date`
  const rows = await queryRows<Row & { day: string }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, ${columns}
      from club_member_days d join club_settlements s on s.day = d.day
      where d.member_id = ${p.memberId} and ${kindCondition} and ${before}
      order by d.day desc limit ${p.limit + 1}`,
  )
  const page = rows.slice(0, p.limit)
  return {
    items: page.map(({ rate_bps, ...row }) => ({ ...row, kind: p.kind, rateBps: rate_bps })),
    nextCursor: rows.length > p.limit ? (page.at(-1)?.day ?? null) : null,
  }
}
