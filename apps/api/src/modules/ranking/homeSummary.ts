import type { HomeSummary } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { businessDay } from '../../platform/jobs'
import { sumMemberEntries } from '../ledger'
import { countDirectInvites } from '../members'
import { businessDayBounds } from './businessDayBounds'

/**
 * The home screen's invite reward summary: direct invites, and invite rewards (bill type invite_reward,
 * USDT) in total and today in `timeZone`.
 */
export async function homeSummary(
  db: Db,
  parameters: { memberId: number; now: Date; timeZone: string },
): Promise<HomeSummary> {
  const { memberId, now, timeZone } = parameters
  const today = businessDayBounds(businessDay(now, timeZone), timeZone)
  const [directInvites, rewards] = await Promise.all([
    countDirectInvites(db, memberId),
    sumMemberEntries(db, {
      memberId,
      currency: 'USDT',
      type: 'invite_reward',
      windowFrom: today.from,
      windowTo: today.to,
    }),
  ])
  return {
    directInvites,
    inviteRewardTotal: rewards.total.toString(),
    inviteRewardToday: rewards.inWindow.toString(),
  }
}
