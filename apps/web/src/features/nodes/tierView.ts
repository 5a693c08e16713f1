/**
 * The tier table as the screens show it: one type's tiers in level order, node counts, and amounts
 * as grouped text from base units (DPINE stakes, USDT limits; integer maths only).
 */
import { NODE_LEVELS, type NodeLevel, type NodeType } from '@vita/shared/club/nodes'
import type { NodeTierView } from '@vita/shared/schemas/nodes'
import { formatBps, formatMoney } from '../../lib/format'

type Tier = { type: NodeType; level: NodeLevel }

/** The tiers of one type, bronze first. */
export function tiersOfType<T extends Tier>(tiers: readonly T[], type: NodeType): T[] {
  return tiers
    .filter((tier) => tier.type === type)
    .sort((a, b) => NODE_LEVELS.indexOf(a.level) - NODE_LEVELS.indexOf(b.level))
}

/** Open and active nodes over some tiers (a type's, or all). */
export function nodeTotals(tiers: readonly NodeTierView[]): { nodes: number; activeNodes: number } {
  return tiers.reduce(
    (sum, tier) => ({ nodes: sum.nodes + tier.taken, activeNodes: sum.activeNodes + tier.activeNodes }),
    { nodes: 0, activeNodes: 0 },
  )
}

/** A DPINE stake or a USDT limit or reward (both 18 decimals), grouped, up to 4 decimals ("10,000"). */
export const amountText = (units: string | bigint) => formatMoney(units, 4)

/** The fee pool's share as a percent text ("3000" bps → "30"). */
export const rewardSharePercent = (bps: number) => formatBps(BigInt(bps))

export type TierRow = {
  key: string
  type: NodeType
  level: NodeLevel
  memberLevel: number
  stake: string
  rewardWeight: number
  taken: number
  maxRank: number
  placesLeft: number
  activeNodes: number
  dailyRewardLimit: string
  benefits: NodeTierView['benefits']
}

export function tierRow(tier: NodeTierView): TierRow {
  return {
    key: `${tier.type}:${tier.level}`,
    type: tier.type,
    level: tier.level,
    memberLevel: tier.memberLevel,
    stake: amountText(tier.stake),
    rewardWeight: tier.rewardWeight,
    taken: tier.taken,
    maxRank: tier.maxRank,
    placesLeft: Math.max(0, tier.maxRank - tier.taken),
    activeNodes: tier.activeNodes,
    dailyRewardLimit: amountText(tier.dailyRewardLimit),
    benefits: tier.benefits,
  }
}
