import type { ClubDividends } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { claimableByKind } from './claimable'
import { earnedTotals } from './earnings'
import { byKindView, zeroByKind } from './person'
import { lastSettlement, memberDay } from './settledDays'

/**
 * GET /club/dividends: claimable per kind (the claimable account), earned in total (the member's day
 * statements) and today (the last settled day's statement when that day is today, else nothing yet).
 */
export async function clubDividends(db: Db, memberId: number, today: string): Promise<ClubDividends> {
  const [claimable, earned, settlement] = await Promise.all([
    claimableByKind(db, memberId),
    earnedTotals(db, memberId),
    lastSettlement(db),
  ])
  const todayRow = settlement?.day === today ? await memberDay(db, memberId, today) : undefined
  const todays = todayRow
    ? { static: todayRow.staticAmount, dynamic: todayRow.dynamicAmount, invite: todayRow.inviteAmount }
    : zeroByKind()
  return {
    claimable: byKindView(claimable),
    earned: byKindView(earned),
    today: byKindView(todays),
    lastSettledDay: settlement?.day ?? null,
  }
}
