import { sql } from 'drizzle-orm'
import type { HomeSummary } from '@vita/shared'
import type { Db } from '../../db/client'
import { queryRows } from '../ledger/sqlRows'

/**
 * The home screen's invite reward summary: direct invites, and invite rewards (bill type invite_reward,
 * USDT) in total and today in `timeZone`.
 */
export async function homeSummary(
  db: Db,
  parameters: { memberId: number; now: Date; timeZone: string },
): Promise<HomeSummary> {
  const { memberId, now, timeZone } = parameters
  const [row] = await queryRows<{ direct_invites: string; total: string; today: string }>(
    db,
    sql`with day as (select (${now.toISOString()}::timestamptz at time zone ${timeZone})::date as d),
      today as (
        select (d::timestamp at time zone ${timeZone}) as start_at, ((d + 1)::timestamp at time zone ${timeZone}) as end_at from day
      )
      select
        (select count(*) from members where referrer_id = ${memberId})::text as direct_invites,
        coalesce(sum(e.amount), 0)::text as total,
        coalesce(sum(e.amount) filter (where e.created_at >= today.start_at and e.created_at < today.end_at), 0)::text as today
      from today
      left join ledger_accounts a on a.member_id = ${memberId} and a.currency = 'USDT'
      left join ledger_entries e on e.account_id = a.id and e.type = 'invite_reward'
      group by today.start_at, today.end_at`,
  )
  return {
    directInvites: Number(row?.direct_invites ?? 0),
    inviteRewardTotal: row?.total ?? '0',
    inviteRewardToday: row?.today ?? '0',
  }
}
