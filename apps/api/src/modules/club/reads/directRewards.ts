import { sql } from 'drizzle-orm'
import type { DirectRewards } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { countDirectInvites } from '../../members'
import { inviteRewardSummary } from './inviteRewardSummary'
import { clubPerson } from './person'

type RewardRow = {
  id: string
  day: string
  community_number: string
  address: string
  level: number
  amount: string
}

export type DirectRewardsParameters = {
  memberId: number
  today: string
  cursor?: string | undefined
  limit: number
}

/**
 * GET /club/direct-rewards (club-rules §4): the member's invite rewards as referrer, newest first
 * (a reversal as a negative amount), with the total and today's sum net of reversals.
 */
export async function directRewards(db: Db, p: DirectRewardsParameters): Promise<DirectRewards> {
  const before = p.cursor === undefined ? sql`true` : sql`r.id < ${p.cursor}::bigint`
  const [summary, directCount, rows] = await Promise.all([
    inviteRewardSummary(db, { memberId: p.memberId, today: p.today }),
    countDirectInvites(db, p.memberId),
    queryRows<RewardRow>(
      db,
      sql`select r.id::text as id, to_char(r.day, 'YYYY-MM-DD') as day, m.community_number, m.address, m.level,
          (case when r.kind = 'reversal' then -r.amount else r.amount end)::text as amount
        from club_invite_rewards r join members m on m.id = r.invitee_id
        where r.referrer_id = ${p.memberId} and ${before}
        order by r.id desc limit ${p.limit + 1}`,
    ),
  ])
  const page = rows.slice(0, p.limit)
  return {
    total: summary.total.toString(),
    today: summary.today.toString(),
    directCount,
    records: {
      items: page.map((row) => ({
        id: row.id,
        day: row.day,
        invitee: clubPerson({
          communityNumber: row.community_number,
          address: row.address,
          level: row.level,
        }),
        amount: row.amount,
      })),
      nextCursor: rows.length > p.limit ? (page.at(-1)?.id ?? null) : null,
    },
  }
}
