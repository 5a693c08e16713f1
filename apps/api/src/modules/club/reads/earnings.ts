import { sql } from 'drizzle-orm'
import type { ClubEarnings } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { big, byKindView, type ByKind } from './person'

type DayRow = { day: string; static: string; dynamic: string; invite: string }

/** Everything a member accrued, by kind, from their settled days' statements (club_member_days). */
export async function earnedTotals(db: Db, memberId: number): Promise<ByKind> {
  const [row] = await queryRows<Omit<DayRow, 'day'>>(
    db,
    sql`select coalesce(sum(static_amount), 0)::text as static, coalesce(sum(dynamic_amount), 0)::text as dynamic,
        coalesce(sum(invite_amount), 0)::text as invite
      from club_member_days where member_id = ${memberId}`,
  )
  return { static: big(row?.static), dynamic: big(row?.dynamic), invite: big(row?.invite) }
}

export type MemberEarningsParameters = {
  memberId: number
  /** The last `days` business days up to `today` included. */
  days: number
  today: string
}

/**
 * GET /club/earnings and /club/members/:id/earnings: totals by kind and the settled days of the window
 * that accrued something, oldest first.
 */
export async function memberEarnings(db: Db, p: MemberEarningsParameters): Promise<ClubEarnings> {
  const [totals, days] = await Promise.all([
    earnedTotals(db, p.memberId),
    queryRows<DayRow>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, static_amount::text as static,
          dynamic_amount::text as dynamic, invite_amount::text as invite
        from club_member_days
        where member_id = ${p.memberId} and day > ${p.today}::date - ${p.days}::int and day <= ${p.today}::date
          and (static_amount <> 0 or dynamic_amount <> 0 or invite_amount <> 0)
        order by day`,
    ),
  ])
  return { totals: byKindView(totals), days }
}
