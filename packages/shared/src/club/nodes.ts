/**
 * Nodes (club-rules §7): tiers, qualification, the node's one state machine, its status on a settled
 * day and the day's reward split. Pure functions over bigint base units: the API's set-based
 * settlement is checked against `splitNodeRewards`, and the screens show what `qualifyForNodeTier`
 * answers. Stakes are DPINE base units, reward limits USDT base units.
 */
import { BPS } from '../constants'
import type { MemberLevel } from './rules'

// Not imported from ./rules: rules.ts imports this file's defaults (a cycle would read them too early).
const UNIT = 10n ** 18n

export const NODE_TYPES = ['normal', 'super'] as const
export type NodeType = (typeof NODE_TYPES)[number]
export const NODE_LEVELS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const
export type NodeLevel = (typeof NODE_LEVELS)[number]
export type NodeTier = { type: NodeType; level: NodeLevel }

/** What every tier gives (spec §3 "benefits"; club-rules §7): shown per tier. */
export const NODE_BENEFITS = ['rewardWeight', 'dailyRewardLimit', 'teamBadge'] as const
export type NodeBenefit = (typeof NODE_BENEFITS)[number]

/** One row of the tier table. */
export type NodeTierRule = NodeTier & {
  /** The member level the holder must have (on the day's settlement, too, for the node to be active). */
  memberLevel: MemberLevel
  /** DPINE held from the holder's available balance while the node exists and until its release. */
  stake: bigint
  /** The reward rate: the node's weight in the day's split. */
  rewardWeight: number
  /** Most open nodes of this tier at once. */
  maxRank: number
  /** Most USDT one node of this tier earns in a day. */
  dailyRewardLimit: bigint
}

export type NodeRules = {
  /** Every (type, level) exactly once. */
  tiers: readonly NodeTierRule[]
  /** Of the fee pool's daily inflow, shared among the day's active nodes. */
  rewardShareBps: bigint
  /** A closed node's stake is released this many days after closing. */
  releaseCoolingDays: number
}

type NormalRow = [NodeLevel, MemberLevel, bigint, number, number, bigint]
const NORMAL_ROWS: NormalRow[] = [
  ['bronze', 1, 10_000n, 1, 1_000, 5n],
  ['silver', 2, 30_000n, 2, 500, 15n],
  ['gold', 2, 80_000n, 4, 200, 40n],
  ['platinum', 3, 200_000n, 8, 100, 100n],
  ['diamond', 4, 500_000n, 16, 50, 250n],
]

/**
 * The documented defaults: the normal table of club-rules §7, and the super type doubling the stake,
 * requiring two more member levels (capped at V5, the highest level there is) and halving the max rank.
 */
export const DEFAULT_NODE_RULES: NodeRules = {
  tiers: NODE_TYPES.flatMap((type) =>
    NORMAL_ROWS.map(([level, memberLevel, stake, rewardWeight, maxRank, limit]) => {
      const isSuper = type === 'super'
      return {
        type,
        level,
        memberLevel: (isSuper ? Math.min(memberLevel + 2, 5) : memberLevel) as MemberLevel,
        stake: (isSuper ? 2n : 1n) * stake * UNIT,
        rewardWeight,
        maxRank: isSuper ? maxRank / 2 : maxRank,
        dailyRewardLimit: limit * UNIT,
      }
    }),
  ),
  rewardShareBps: 3_000n,
  releaseCoolingDays: 7,
}

export const nodeTierKey = (tier: NodeTier) => `${tier.type}:${tier.level}`

export function findNodeTier(rules: NodeRules, tier: NodeTier): NodeTierRule | undefined {
  return rules.tiers.find((row) => row.type === tier.type && row.level === tier.level)
}

// ---------------------------------------------------------------------------------------------
// The node's state machine.

/**
 * `open` from the application on; `closing` once the holder closes it (no rewards, stake still held);
 * `closed` when the stake has been released, `releaseCoolingDays` after closing. Final: closed.
 */
export const NODE_STATUSES = ['open', 'closing', 'closed'] as const
export type NodeStatus = (typeof NODE_STATUSES)[number]
export const NODE_EVENTS = ['upgraded', 'closedByHolder', 'stakeReleased'] as const
export type NodeEvent = (typeof NODE_EVENTS)[number]

const NODE_TABLE: Record<NodeStatus, Partial<Record<NodeEvent, NodeStatus>>> = {
  open: { upgraded: 'open', closedByHolder: 'closing' },
  closing: { stakeReleased: 'closed' },
  closed: {},
}

/** The status after `event`, or null when the event cannot happen in `status`. */
export function nodeTransition(status: NodeStatus, event: NodeEvent): NodeStatus | null {
  return NODE_TABLE[status][event] ?? null
}

// ---------------------------------------------------------------------------------------------
// Qualification.

export type NodeApplicant = {
  memberLevel: MemberLevel
  /** The member's available DPINE (the stake comes out of it). */
  availableDpine: bigint
  /** The member's open node, if any: an application becomes an upgrade of it. */
  openNode: (NodeTier & { stake: bigint }) | null
}

export type NodeTierCheck = {
  memberLevel: { current: MemberLevel; required: MemberLevel; met: boolean }
  /** `required` is what the action takes from the available balance (an upgrade: the difference). */
  stake: { available: bigint; required: bigint; met: boolean }
  places: { left: number; met: boolean }
}
/**
 * `apply` (no open node), `upgrade` (a higher stake than the open node's), or why neither:
 * `current` (the open node's own tier) or `lower` (not above the open node's stake).
 */
export type NodeTierAction = 'apply' | 'upgrade' | 'current' | 'lower'
export type NodeQualification = NodeTierCheck & { action: NodeTierAction; qualified: boolean }

/** What `applicant` meets and lacks for `tier` with `taken` places of it in use. */
export function qualifyForNodeTier(
  applicant: NodeApplicant,
  tier: NodeTierRule,
  taken: number,
): NodeQualification {
  const open = applicant.openNode
  const action: NodeTierAction =
    open === null
      ? 'apply'
      : open.type === tier.type && open.level === tier.level
        ? 'current'
        : tier.stake > open.stake
          ? 'upgrade'
          : 'lower'
  const required = action === 'upgrade' && open ? tier.stake - open.stake : tier.stake
  const left = Math.max(0, tier.maxRank - taken)
  const check: NodeTierCheck = {
    memberLevel: {
      current: applicant.memberLevel,
      required: tier.memberLevel,
      met: applicant.memberLevel >= tier.memberLevel,
    },
    stake: { available: applicant.availableDpine, required, met: applicant.availableDpine >= required },
    places: { left, met: left > 0 },
  }
  const actionable = action === 'apply' || action === 'upgrade'
  return {
    ...check,
    action,
    qualified: actionable && check.memberLevel.met && check.stake.met && check.places.met,
  }
}

// ---------------------------------------------------------------------------------------------
// Settlement.

export const NODE_INACTIVE_REASONS = ['closing', 'memberLevel', 'stake'] as const
export type NodeInactiveReason = (typeof NODE_INACTIVE_REASONS)[number]

/**
 * A node's standing on a settled day (club-rules §7): active when it is open, its stake covers its
 * tier's stake requirement and its holder's level (as recomputed that day) meets the tier's.
 */
export function nodeDayStatus(node: {
  status: NodeStatus
  stake: bigint
  holderLevel: MemberLevel
  tier: NodeTierRule
}): { active: true; reason: null } | { active: false; reason: NodeInactiveReason } {
  if (node.status !== 'open') return { active: false, reason: 'closing' }
  if (node.holderLevel < node.tier.memberLevel) return { active: false, reason: 'memberLevel' }
  if (node.stake < node.tier.stake) return { active: false, reason: 'stake' }
  return { active: true, reason: null }
}

/** The day's node reward: the share of the fee pool's inflow, never more than the pool holds. */
export function nodeRewardAmount(feeInflow: bigint, feePool: bigint, rules: NodeRules): bigint {
  const amount = (feeInflow * rules.rewardShareBps) / BPS
  return amount < feePool ? amount : feePool
}

export type NodeRewardInput = { id: number; weight: number; dailyRewardLimit: bigint }
export type NodeReward = { id: number; entitled: bigint; amount: bigint; capped: boolean }

/**
 * The day's split among the active nodes (club-rules §7): by weight, rounded down, each capped by its
 * daily limit; what rounding and caps leave stays in the fee pool. Zero weights earn nothing.
 */
export function splitNodeRewards(nodes: readonly NodeRewardInput[], amount: bigint): NodeReward[] {
  const totalWeight = nodes.reduce((sum, node) => sum + BigInt(node.weight), 0n)
  return nodes.map((node) => {
    const entitled = totalWeight === 0n ? 0n : (amount * BigInt(node.weight)) / totalWeight
    const capped = entitled > node.dailyRewardLimit
    return { id: node.id, entitled, amount: capped ? node.dailyRewardLimit : entitled, capped }
  })
}

/** Every issue with node rules (validateClubRules reports them with the rest). */
export function nodeRulesIssues(rules: NodeRules): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = []
  const refuse = (field: string, message: string) => issues.push({ field, message })
  if (rules.rewardShareBps < 0n || rules.rewardShareBps > BPS)
    refuse(
      'nodes.rewardShareBps',
      `nodes.rewardShareBps must be between 0 and ${BPS}, got ${rules.rewardShareBps}`,
    )
  if (!Number.isSafeInteger(rules.releaseCoolingDays) || rules.releaseCoolingDays < 0)
    refuse(
      'nodes.releaseCoolingDays',
      `nodes.releaseCoolingDays must be an integer ≥ 0, got ${rules.releaseCoolingDays}`,
    )
  for (const type of NODE_TYPES)
    for (const level of NODE_LEVELS) {
      const rows = rules.tiers.filter((row) => row.type === type && row.level === level)
      if (rows.length !== 1)
        refuse('nodes.tiers', `nodes.tiers must hold ${type} ${level} once, got ${rows.length}`)
    }
  if (rules.tiers.length !== NODE_TYPES.length * NODE_LEVELS.length)
    refuse('nodes.tiers', `nodes.tiers must hold ${NODE_TYPES.length * NODE_LEVELS.length} tiers`)
  rules.tiers.forEach((row, index) => {
    const field = `nodes.tiers[${index}]`
    if (row.memberLevel < 0 || row.memberLevel > 5 || !Number.isInteger(row.memberLevel))
      refuse(field, `${field}: memberLevel must be 0–5`)
    if (row.stake <= 0n) refuse(field, `${field}: stake must be positive`)
    if (!Number.isSafeInteger(row.rewardWeight) || row.rewardWeight < 0)
      refuse(field, `${field}: rewardWeight must be an integer ≥ 0`)
    if (!Number.isSafeInteger(row.maxRank) || row.maxRank < 0)
      refuse(field, `${field}: maxRank must be an integer ≥ 0`)
    if (row.dailyRewardLimit < 0n) refuse(field, `${field}: dailyRewardLimit must be ≥ 0`)
  })
  return issues
}
