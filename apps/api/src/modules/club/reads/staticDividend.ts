import { and, eq } from 'drizzle-orm'
import { staticCapOf, type ClubRules, type StaticDividend } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { clubOrders } from '../tables'
import { earnedTotals } from './earnings'
import { poolBalance } from './poolBalance'
import { lastSettlement, memberDay } from './settledDays'

/**
 * GET /club/dividends/static (spec §3 "Static dividend"): the pool now, the last settled day's rate and
 * shares, what the member's active orders may still earn before their static caps, today and in total.
 */
export async function staticDividend(
  db: Db,
  p: { memberId: number; rules: ClubRules; today: string },
): Promise<StaticDividend> {
  const [pool, settlement, earned, active] = await Promise.all([
    poolBalance(db, 'static_dividend_pool'),
    lastSettlement(db),
    earnedTotals(db, p.memberId),
    db
      .select({ amount: clubOrders.amount, staticEarned: clubOrders.staticEarned })
      .from(clubOrders)
      .where(and(eq(clubOrders.memberId, p.memberId), eq(clubOrders.status, 'active'))),
  ])
  const mine = settlement ? await memberDay(db, p.memberId, settlement.day) : undefined
  const remaining = active.reduce((sum, order) => {
    const left = staticCapOf(order.amount, p.rules) - order.staticEarned
    return sum + (left > 0n ? left : 0n)
  }, 0n)
  return {
    day: settlement?.day ?? null,
    pool: pool.toString(),
    rateBps: Number(settlement?.staticRateBps ?? p.rules.staticDailyRateBps),
    totalShares: (settlement?.staticTotalShares ?? 0n).toString(),
    myShares: (mine?.staticShares ?? 0n).toString(),
    remaining: remaining.toString(),
    today: (settlement?.day === p.today ? (mine?.staticAmount ?? 0n) : 0n).toString(),
    total: earned.static.toString(),
  }
}
