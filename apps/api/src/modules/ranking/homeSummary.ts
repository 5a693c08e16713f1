import type { HomeSummary } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { businessDay } from '../../platform/jobs'
import { inviteRewardSummary } from '../club'
import { countDirectInvites } from '../members'

/**
 * The home screen's invite reward summary: direct invites, and the club's invite rewards (club-rules
 * §4, net of reversals) in total and on today's business day in `timeZone` (never below zero).
 */
export async function homeSummary(
  db: Db,
  parameters: { memberId: number; now: Date; timeZone: string },
): Promise<HomeSummary> {
  const { memberId, now, timeZone } = parameters
  const [directInvites, rewards] = await Promise.all([
    countDirectInvites(db, memberId),
    inviteRewardSummary(db, { memberId, today: businessDay(now, timeZone) }),
  ])
  return {
    directInvites,
    inviteRewardTotal: rewards.total.toString(),
    // A day whose reversals outweigh its grants shows nothing earned today (the card has no negative).
    inviteRewardToday: (rewards.today > 0n ? rewards.today : 0n).toString(),
  }
}
