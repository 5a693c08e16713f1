/**
 * The club's rules as one config object (shared/spec/club-rules.md §1–6): every number is a
 * parameter with the documented default, checked by `validateClubRules`. Money is USDT base units
 * (18 decimals); rates and shares are basis points (10 000 = 100%).
 */
import { BPS } from '../constants'
import { DEFAULT_NODE_RULES, type NodeRules } from './nodes'

export { BPS }
const UNIT = 10n ** 18n

/** 0 = no level yet, 1–5 = V1–V5. */
export type MemberLevel = 0 | 1 | 2 | 3 | 4 | 5
export const MEMBER_LEVELS: readonly MemberLevel[] = [0, 1, 2, 3, 4, 5]

/** One row of the level table (§5). */
export type LevelRequirement = {
  level: Exclude<MemberLevel, 0>
  ownOrders: number
  directsWithOrder: number
  teamPerformance: bigint
  /** `count` direct legs, each holding a member of level `minLevel` or above (count 0: none). */
  legs: { count: number; minLevel: MemberLevel }
}

export type ClubRules = {
  orderPrice: bigint
  maxOrdersPerMember: number
  /** Dividend shares per order ("one dividend share per 224 USDT consumed"). */
  sharesPerOrder: bigint
  /** Split of each order on chain: static pool, central bank, fee pool (sum 100%). */
  poolSplitBps: { static: bigint; centralBank: bigint; fee: bigint }
  /** Moved from the central bank's share into the dynamic pool on activation. */
  dynamicPoolBps: bigint
  staticDailyRateBps: bigint
  staticDailyRateRangeBps: { min: bigint; max: bigint }
  /** Weight of one share per level, 10 000 = ×1.0. */
  levelMultipliersBps: Record<MemberLevel, bigint>
  dynamicDailyRateBps: bigint
  /** Of the dynamic daily amount, for the top four by team performance. */
  topFourShareBps: bigint
  topFourCount: number
  /** Of what the top four leave, split equally per qualified member; the rest by team performance. */
  userCountShareBps: bigint
  /** Of the order amount. */
  staticCapBps: bigint
  dynamicCapBps: bigint
  inviteReward: bigint
  cardValueBps: bigint
  cardValidityDays: number
  /** A pending order with no transaction is cancelled after this long. */
  pendingOrderTimeoutMinutes: number
  levels: readonly LevelRequirement[]
  /** Node tiers and the daily node reward (§7). */
  nodes: NodeRules
}

const levelRow = (level: 1 | 2 | 3 | 4 | 5, usdt: bigint): LevelRequirement => ({
  level,
  ownOrders: 1,
  directsWithOrder: 3,
  teamPerformance: usdt * UNIT,
  legs: level === 1 ? { count: 0, minLevel: 0 } : { count: 2, minLevel: (level - 1) as MemberLevel },
})

export const DEFAULT_CLUB_RULES: ClubRules = {
  orderPrice: 224n * UNIT,
  maxOrdersPerMember: 4,
  sharesPerOrder: 1n,
  poolSplitBps: { static: 1_500n, centralBank: 7_500n, fee: 1_000n },
  dynamicPoolBps: 1_000n,
  staticDailyRateBps: 400n,
  staticDailyRateRangeBps: { min: 300n, max: 500n },
  levelMultipliersBps: { 0: BPS, 1: BPS, 2: BPS, 3: BPS, 4: BPS, 5: BPS },
  dynamicDailyRateBps: 200n,
  topFourShareBps: 2_000n,
  topFourCount: 4,
  userCountShareBps: 5_000n,
  staticCapBps: BPS,
  dynamicCapBps: 2n * BPS,
  inviteReward: 10n * UNIT,
  cardValueBps: BPS,
  cardValidityDays: 365,
  pendingOrderTimeoutMinutes: 30,
  levels: [
    levelRow(1, 2_240n),
    levelRow(2, 22_400n),
    levelRow(3, 112_000n),
    levelRow(4, 448_000n),
    levelRow(5, 1_120_000n),
  ],
  nodes: DEFAULT_NODE_RULES,
}

/** `amount × bps / 10 000`, rounded down. */
export const applyBps = (amount: bigint, bps: bigint) => (amount * bps) / BPS

export const staticCapOf = (amount: bigint, rules: ClubRules) => applyBps(amount, rules.staticCapBps)
export const dynamicCapOf = (amount: bigint, rules: ClubRules) => applyBps(amount, rules.dynamicCapBps)
