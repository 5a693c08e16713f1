import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { big } from './person'

export type InviteRewardSummaryParameters = { memberId: number; today: string }
export type InviteRewardSummaryReturnType = { total: bigint; today: bigint }

/**
 * A referrer's invite rewards (club-rules §4) net of reversals: in total and on business day `today`,
 * from the club's record of every grant and reversal (the home screen's invite card, direct rewards).
 */
export async function inviteRewardSummary(
  db: Db,
  p: InviteRewardSummaryParameters,
): Promise<InviteRewardSummaryReturnType> {
  const [row] = await queryRows<{ total: string; today: string }>(
    db,
    sql`select coalesce(sum(signed), 0)::text as total,
        coalesce(sum(signed) filter (where day = ${p.today}::date), 0)::text as today
      from (select day, case when kind = 'reversal' then -amount else amount end as signed
        from club_invite_rewards where referrer_id = ${p.memberId}) r`,
  )
  return { total: big(row?.total), today: big(row?.today) }
}
