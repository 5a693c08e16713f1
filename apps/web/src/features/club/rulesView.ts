/**
 * The rules dialog's numbers from GET /app/club/rules (club-rules.md): basis points as percent
 * texts, amounts as USDT texts, the level table as rows. Pure, so the dialog and its tests agree.
 */
import { formatAmount } from '@vita/shared/amount'
import { BPS } from '@vita/shared/constants'
import type { ClubRulesView } from '@vita/shared/schemas/club'
import { formatBps, formatMoney } from '../../lib/format'

/** "400" bps → "4", "2000" → "20", "125" → "1.25" (integer maths only). */
export const percent = (bps: number): string => formatBps(BigInt(bps))
const usdt = (baseUnits: string): string => formatMoney(baseUnits, 2)

export type RulesParagraphs = {
  orders: { price: string; max: number; shares: string }
  split: { static: string; central: string; fee: string; dpine: string }
  staticRule: { rate: string; min: string; max: string; cap: string }
  dynamicRule: {
    pool: string
    rate: string
    topFour: string
    count: number
    users: string
    team: string
    cap: string
  }
  invite: { amount: string }
  cards: { value: string; days: number }
  pending: { minutes: number; zone: string }
}

export type RulesLevelRow = {
  level: number
  ownOrders: number
  directs: number
  performance: string
  legs: { count: number; level: number } | null
}

export type RulesView = { paragraphs: RulesParagraphs; levels: RulesLevelRow[]; multipliers: string }

export function rulesView(rules: ClubRulesView): RulesView {
  return {
    paragraphs: {
      orders: { price: usdt(rules.orderPrice), max: rules.maxOrdersPerMember, shares: rules.sharesPerOrder },
      split: {
        static: percent(rules.poolSplitBps.static),
        central: percent(rules.poolSplitBps.centralBank),
        fee: percent(rules.poolSplitBps.fee),
        dpine: percent(rules.dpineReturnBps),
      },
      staticRule: {
        rate: percent(rules.staticDailyRateBps),
        min: percent(rules.staticDailyRateRangeBps.min),
        max: percent(rules.staticDailyRateRangeBps.max),
        cap: percent(rules.staticCapBps),
      },
      dynamicRule: {
        pool: percent(rules.dynamicPoolBps),
        rate: percent(rules.dynamicDailyRateBps),
        topFour: percent(rules.topFourShareBps),
        count: rules.topFourCount,
        users: percent(rules.userCountShareBps),
        // The 80% after the top four: one part by user count, the rest by team performance.
        team: percent(Number(BPS) - rules.userCountShareBps),
        cap: percent(rules.dynamicCapBps),
      },
      invite: { amount: usdt(rules.inviteReward) },
      cards: { value: percent(rules.cardValueBps), days: rules.cardValidityDays },
      pending: { minutes: rules.pendingOrderTimeoutMinutes, zone: rules.timeZone },
    },
    levels: rules.levels.map((row) => ({
      level: row.level,
      ownOrders: row.ownOrders,
      directs: row.directsWithOrder,
      performance: usdt(row.teamPerformance),
      legs: row.legs.count > 0 ? { count: row.legs.count, level: row.legs.minLevel } : null,
    })),
    // Weights multiply a share: 10,000 bps = ×1.
    multipliers: rules.levelMultipliersBps
      .map(({ level, bps }) => `V${level} ×${formatAmount(BigInt(bps), 4)}`)
      .join(', '),
  }
}
