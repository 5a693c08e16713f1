/**
 * Member levels (club-rules §5). A member's level depends only on their downline, so a whole tree
 * is levelled bottom-up (settleDay does that); these functions take one member's figures.
 */
import type { ClubRules, LevelRequirement, MemberLevel } from './rules'

export type MemberLevelParameters = {
  /** Own orders applied and not un-applied (active, completed or exited). */
  ownOrders: number
  /** Direct invitees with at least one such order. */
  directsWithOrder: number
  /** Sum of the amounts of such orders of the whole downline, self excluded. */
  teamPerformance: bigint
  /** One entry per direct invitee: the highest level anywhere in that leg (the invitee included). */
  legLevels: readonly MemberLevel[]
}

export type LevelRequirementProgress =
  | { kind: 'ownOrders' | 'directsWithOrder' | 'legs'; current: number; target: number; met: boolean }
  | { kind: 'teamPerformance'; current: bigint; target: bigint; met: boolean }

export type UpgradeProgress = {
  level: MemberLevel
  /** null at the top level. */
  next: MemberLevel | null
  requirements: LevelRequirementProgress[]
}

function progressToward(row: LevelRequirement, member: MemberLevelParameters): LevelRequirementProgress[] {
  const legs = member.legLevels.filter((level) => level >= row.legs.minLevel).length
  return [
    {
      kind: 'ownOrders',
      current: member.ownOrders,
      target: row.ownOrders,
      met: member.ownOrders >= row.ownOrders,
    },
    {
      kind: 'directsWithOrder',
      current: member.directsWithOrder,
      target: row.directsWithOrder,
      met: member.directsWithOrder >= row.directsWithOrder,
    },
    {
      kind: 'teamPerformance',
      current: member.teamPerformance,
      target: row.teamPerformance,
      met: member.teamPerformance >= row.teamPerformance,
    },
    { kind: 'legs', current: legs, target: row.legs.count, met: legs >= row.legs.count },
  ]
}

/** The highest level whose row, and every row below it, the member meets (0 when not V1). */
export function memberLevel(member: MemberLevelParameters, rules: ClubRules): MemberLevel {
  let level: MemberLevel = 0
  for (const row of rules.levels) {
    if (!progressToward(row, member).every((requirement) => requirement.met)) break
    level = row.level
  }
  return level
}

/** Each requirement of the next level with its current and target value (spec: upgrade progress). */
export function upgradeProgress(member: MemberLevelParameters, rules: ClubRules): UpgradeProgress {
  const level = memberLevel(member, rules)
  const row = rules.levels.find((candidate) => candidate.level === level + 1)
  if (row === undefined) return { level, next: null, requirements: [] }
  return { level, next: row.level, requirements: progressToward(row, member) }
}
