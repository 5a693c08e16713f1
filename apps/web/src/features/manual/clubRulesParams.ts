/**
 * The numbers of the manual's club sections from GET /app/club/rules: percent texts from basis
 * points, grouped USDT from base units (integer maths only), one parameter set per section.
 */
import { BPS } from '@vita/shared/constants'
import type { ClubRulesView } from '@vita/shared/schemas/club'
import { formatBps, formatMoney } from '../../lib/format'

const pct = (bps: number) => formatBps(BigInt(bps))
const usdt = (baseUnits: string) => formatMoney(baseUnits, 2)

export const CLUB_SECTIONS = ['club', 'returns', 'static', 'dynamic', 'invite', 'cards'] as const
export type ClubSection = (typeof CLUB_SECTIONS)[number]

export function clubSectionParams(
  rules: ClubRulesView,
): Record<ClubSection, Record<string, string | number>> {
  return {
    club: {
      price: usdt(rules.orderPrice),
      max: rules.maxOrdersPerMember,
      shares: rules.sharesPerOrder,
      minutes: rules.pendingOrderTimeoutMinutes,
    },
    returns: {
      static: pct(rules.poolSplitBps.static),
      central: pct(rules.poolSplitBps.centralBank),
      fee: pct(rules.poolSplitBps.fee),
      dpine: pct(rules.dpineReturnBps),
    },
    static: {
      zone: rules.timeZone,
      rate: pct(rules.staticDailyRateBps),
      min: pct(rules.staticDailyRateRangeBps.min),
      max: pct(rules.staticDailyRateRangeBps.max),
      cap: pct(rules.staticCapBps),
    },
    dynamic: {
      pool: pct(rules.dynamicPoolBps),
      rate: pct(rules.dynamicDailyRateBps),
      topFour: pct(rules.topFourShareBps),
      count: rules.topFourCount,
      users: pct(rules.userCountShareBps),
      team: pct(Number(BPS) - rules.userCountShareBps),
      cap: pct(rules.dynamicCapBps),
    },
    invite: { amount: usdt(rules.inviteReward) },
    cards: { value: pct(rules.cardValueBps), days: rules.cardValidityDays },
  }
}

export type LevelLine = {
  level: number
  ownOrders: number
  directs: number
  performance: string
  legs: { count: number; minLevel: number } | null
}

export function levelLines(rules: ClubRulesView): LevelLine[] {
  return rules.levels.map((row) => ({
    level: row.level,
    ownOrders: row.ownOrders,
    directs: row.directsWithOrder,
    performance: usdt(row.teamPerformance),
    legs: row.legs.count > 0 ? row.legs : null,
  }))
}
