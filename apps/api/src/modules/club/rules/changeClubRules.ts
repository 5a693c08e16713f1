import type {
  ClubRules,
  LevelRequirement,
  MemberLevel,
  NodeRules,
  NodeTier,
  NodeTierRule,
} from '@vita/shared'

type RowLevel = Exclude<MemberLevel, 0>

/** New values for some columns of some rows of the node tier table. */
export type NodeTierChanges = {
  tiers: readonly NodeTier[]
  set: Partial<Pick<NodeTierRule, 'memberLevel' | 'stake' | 'rewardWeight' | 'maxRank' | 'dailyRewardLimit'>>
}

/** The numbers an operator changes with club:set-rules; absent = unchanged. */
export type ClubRuleChanges = {
  staticDailyRateBps?: bigint
  staticDailyRateMinBps?: bigint
  staticDailyRateMaxBps?: bigint
  dynamicDailyRateBps?: bigint
  dynamicPoolBps?: bigint
  topFourShareBps?: bigint
  topFourCount?: number
  userCountShareBps?: bigint
  staticCapBps?: bigint
  dynamicCapBps?: bigint
  inviteReward?: bigint
  cardValueBps?: bigint
  cardValidityDays?: number
  pendingOrderTimeoutMinutes?: number
  levelMultipliersBps?: Partial<Record<MemberLevel, bigint>>
  levelTeamPerformance?: Partial<Record<RowLevel, bigint>>
  levelDirectsWithOrder?: Partial<Record<RowLevel, number>>
  levelOwnOrders?: Partial<Record<RowLevel, number>>
  nodeRewardShareBps?: bigint
  nodeReleaseCoolingDays?: number
  nodeTiers?: NodeTierChanges
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>

/** `rules` with `changes` applied (not yet validated: validateClubRules decides). */
export function changeClubRules(rules: ClubRules, changes: ClubRuleChanges): ClubRules {
  const levels = rules.levels.map((row): LevelRequirement => ({
    ...row,
    ownOrders: changes.levelOwnOrders?.[row.level] ?? row.ownOrders,
    directsWithOrder: changes.levelDirectsWithOrder?.[row.level] ?? row.directsWithOrder,
    teamPerformance: changes.levelTeamPerformance?.[row.level] ?? row.teamPerformance,
  }))
  return {
    ...rules,
    ...defined({
      staticDailyRateBps: changes.staticDailyRateBps,
      dynamicDailyRateBps: changes.dynamicDailyRateBps,
      dynamicPoolBps: changes.dynamicPoolBps,
      topFourShareBps: changes.topFourShareBps,
      topFourCount: changes.topFourCount,
      userCountShareBps: changes.userCountShareBps,
      staticCapBps: changes.staticCapBps,
      dynamicCapBps: changes.dynamicCapBps,
      inviteReward: changes.inviteReward,
      cardValueBps: changes.cardValueBps,
      cardValidityDays: changes.cardValidityDays,
      pendingOrderTimeoutMinutes: changes.pendingOrderTimeoutMinutes,
    }),
    staticDailyRateRangeBps: {
      min: changes.staticDailyRateMinBps ?? rules.staticDailyRateRangeBps.min,
      max: changes.staticDailyRateMaxBps ?? rules.staticDailyRateRangeBps.max,
    },
    levelMultipliersBps: { ...rules.levelMultipliersBps, ...defined(changes.levelMultipliersBps ?? {}) },
    levels,
    nodes: changeNodeRules(rules.nodes, changes),
  }
}

function changeNodeRules(nodes: NodeRules, changes: ClubRuleChanges): NodeRules {
  const { nodeTiers } = changes
  const chosen = (row: NodeTier) =>
    nodeTiers?.tiers.some((tier) => tier.type === row.type && tier.level === row.level) ?? false
  return {
    ...nodes,
    rewardShareBps: changes.nodeRewardShareBps ?? nodes.rewardShareBps,
    releaseCoolingDays: changes.nodeReleaseCoolingDays ?? nodes.releaseCoolingDays,
    tiers: nodes.tiers.map((row) => (chosen(row) ? { ...row, ...defined(nodeTiers?.set ?? {}) } : row)),
  }
}
