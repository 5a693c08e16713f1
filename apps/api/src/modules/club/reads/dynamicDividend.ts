import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ClubRules, DynamicDividend } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { clubOrders } from '../tables'
import { earnedTotals } from './earnings'
import { big } from './person'
import { poolBalance } from './poolBalance'
import { lastSettlement, memberDay } from './settledDays'

/**
 * GET /club/dividends/dynamic (spec §3 "Dynamic dividend"): the pool now, everything it paid, the last
 * settled day's figures and the member's part. Qualified (club-rules §3) = level V1 or above and an
 * order not exited; `qualified` false is the screen's cue for spec §6's message.
 */
export async function dynamicDividend(
  db: Db,
  p: { member: { id: number; level: number }; rules: ClubRules },
): Promise<DynamicDividend> {
  const [pool, settlement, earned, paid, earning] = await Promise.all([
    poolBalance(db, 'dynamic_pool'),
    lastSettlement(db),
    earnedTotals(db, p.member.id),
    queryRows<{ paid: string }>(
      db,
      sql`select coalesce(sum(dynamic_paid), 0)::text as paid from club_settlements`,
    ),
    db
      .select({ id: clubOrders.id })
      .from(clubOrders)
      .where(and(eq(clubOrders.memberId, p.member.id), inArray(clubOrders.status, ['active', 'completed'])))
      .limit(1),
  ])
  const mine = settlement ? await memberDay(db, p.member.id, settlement.day) : undefined
  return {
    qualified: p.member.level >= 1 && earning.length > 0,
    level: p.member.level,
    day: settlement?.day ?? null,
    poolBalance: pool.toString(),
    totalAllocated: big(paid[0]?.paid).toString(),
    topFourAllocation: (settlement?.topFourAllocation ?? 0n).toString(),
    rateBps: Number(settlement?.dynamicRateBps ?? p.rules.dynamicDailyRateBps),
    dailyAmount: (settlement?.dynamicDailyAmount ?? 0n).toString(),
    userCountWeight: (settlement?.userCountWeight ?? 0n).toString(),
    qualifiedUserCount: settlement?.qualifiedUserCount ?? 0,
    teamPerformanceWeight: (settlement?.teamPerformanceWeight ?? 0n).toString(),
    personal: (mine?.dynamicAmount ?? 0n).toString(),
    personalTotal: earned.dynamic.toString(),
    topFour: mine?.topFour ?? false,
  }
}
