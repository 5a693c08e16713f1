import { sql } from 'drizzle-orm'
import type { DirectRewards } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { countDirectInvites } from '../../members'
import { inviteRewardSummary } from './inviteRewardSummary'
import { standingStatuses } from '../settlement/settlementContext'
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
  /** The invite reward of the current rules (what a pending one will be). */
  inviteReward: bigint
  today: string
  cursor?: string | undefined
  limit: number
}

/**
 * GET /club/direct-rewards (club-rules §4): the member's invite rewards as referrer, newest first
 * (a reversal as a negative amount), with the total and today's sum net of reversals, and the invitees
 * whose first order is active but whose reward waits for the next settlement (settleInviteRewards
 * grants it; this counts the invitees it would grant for).
 */
export async function directRewards(db: Db, p: DirectRewardsParameters): Promise<DirectRewards> {
  const before = p.cursor === undefined ? sql`true` : sql`r.id < ${p.cursor}::bigint`
  const [summary, directCount, rows, waiting] = await Promise.all([
    inviteRewardSummary(db, { memberId: p.memberId, today: p.today }),
    countDirectInvites(db, p.memberId),
    queryRows<RewardRow>(
      db,
      sql`select r.id::text as id, to_char(r.day, 'YYYY-MM-DD') as day, m.community_number, m.address, m.level,
          (case when r.kind = 'reversal' then -r.amount else r.amount end)::text as amount
        from club_invite_rewards r join members_referral_tree m on m.id = r.invitee_id
        where r.referrer_id = ${p.memberId} and ${before}
        order by r.id desc limit ${p.limit + 1}`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from (
          select o.member_id from club_orders o join members_referral_tree m on m.id = o.member_id
          where m.referrer_id = ${p.memberId} and o.status in ${standingStatuses}
          group by o.member_id having bool_and(o.invite_reward_to is null)
        ) waiting`,
    ),
  ])
  const pendingCount = Number(waiting[0]?.n ?? 0)
  const page = rows.slice(0, p.limit)
  return {
    total: summary.total.toString(),
    today: summary.today.toString(),
    directCount,
    pending: { count: pendingCount, amount: (p.inviteReward * BigInt(pendingCount)).toString() },
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
