import type { DailyRanking } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { businessDay, businessDayBounds } from '../../platform/jobs'
import { directInvitePurchases } from '../club'
import { findMemberById, maskAddress } from '../members'

export const DAILY_RANKING_SIZE = 20

export type DailyRankingParameters = { memberId: number; now: Date; timeZone: string; size?: number }

/**
 * Today's (in `timeZone`) top members by new direct-invite purchases: club orders (club module) whose
 * buyer is a member the ranked member invited. Ranked by purchase count, then USDT value, then the
 * earlier member (a tie-break the spec leaves open).
 */
export async function dailyRanking(db: Db, parameters: DailyRankingParameters): Promise<DailyRanking> {
  const { memberId, now, timeZone } = parameters
  const size = parameters.size ?? DAILY_RANKING_SIZE
  const date = businessDay(now, timeZone)
  const totals = await directInvitePurchases(db, businessDayBounds(date, timeZone))
  const ranked = totals
    .sort(
      (a, b) =>
        b.purchases - a.purchases ||
        (b.value > a.value ? 1 : b.value < a.value ? -1 : a.memberId - b.memberId),
    )
    .map((total, index) => ({ ...total, rank: index + 1 }))
  const top = ranked.slice(0, size)
  const entries = await Promise.all(
    top.map(async (row) => {
      const member = await findMemberById(db, row.memberId)
      return {
        rank: row.rank,
        communityNumber: member?.communityNumber ?? '',
        maskedAddress: member ? maskAddress(member.address) : '',
        purchases: row.purchases,
        value: row.value.toString(),
      }
    }),
  )
  const mine = ranked.find((row) => row.memberId === memberId)
  return {
    date,
    timeZone,
    entries,
    me: mine
      ? { rank: mine.rank, purchases: mine.purchases, value: mine.value.toString() }
      : { rank: null, purchases: 0, value: '0' },
  }
}
