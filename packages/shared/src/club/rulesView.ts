import { PURCHASE_RETURN_DPINE_BPS } from '../constants'
import type { ClubLevelRow, ClubRulesView } from '../schemas/club'
import { MEMBER_LEVELS, type ClubRules } from './rules'

/** The level table as the API answers it (GET /app/club/rules and /app/club/levels). */
export function levelRowsView(rules: ClubRules): ClubLevelRow[] {
  return rules.levels.map((row) => ({
    level: row.level,
    ownOrders: row.ownOrders,
    directsWithOrder: row.directsWithOrder,
    teamPerformance: row.teamPerformance.toString(),
    legs: { count: row.legs.count, minLevel: row.legs.minLevel },
  }))
}

/**
 * The rules as GET /app/club/rules answers them (amounts as base-unit strings, rates as basis points):
 * the API's answer, and the web tests' stand-in for it.
 */
export function clubRulesView(rules: ClubRules, timeZone: string): ClubRulesView {
  return {
    orderPrice: rules.orderPrice.toString(),
    maxOrdersPerMember: rules.maxOrdersPerMember,
    sharesPerOrder: rules.sharesPerOrder.toString(),
    poolSplitBps: {
      static: Number(rules.poolSplitBps.static),
      centralBank: Number(rules.poolSplitBps.centralBank),
      fee: Number(rules.poolSplitBps.fee),
    },
    dynamicPoolBps: Number(rules.dynamicPoolBps),
    // Fixed by the order contract, not a club rule: the operator cannot change it.
    dpineReturnBps: Number(PURCHASE_RETURN_DPINE_BPS),
    staticDailyRateBps: Number(rules.staticDailyRateBps),
    staticDailyRateRangeBps: {
      min: Number(rules.staticDailyRateRangeBps.min),
      max: Number(rules.staticDailyRateRangeBps.max),
    },
    levelMultipliersBps: MEMBER_LEVELS.map((level) => ({
      level,
      bps: Number(rules.levelMultipliersBps[level]),
    })),
    dynamicDailyRateBps: Number(rules.dynamicDailyRateBps),
    topFourShareBps: Number(rules.topFourShareBps),
    topFourCount: rules.topFourCount,
    userCountShareBps: Number(rules.userCountShareBps),
    staticCapBps: Number(rules.staticCapBps),
    dynamicCapBps: Number(rules.dynamicCapBps),
    inviteReward: rules.inviteReward.toString(),
    cardValueBps: Number(rules.cardValueBps),
    cardValidityDays: rules.cardValidityDays,
    pendingOrderTimeoutMinutes: rules.pendingOrderTimeoutMinutes,
    levels: levelRowsView(rules),
    timeZone,
  }
}
