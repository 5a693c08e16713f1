import {
  DEFAULT_NODE_RULES,
  NODE_LEVELS,
  NODE_TYPES,
  type ClubRules,
  type LevelRequirement,
  type MemberLevel,
  type NodeRules,
} from '@vita/shared'
import { z } from 'zod'

/** A bigint as stored in jsonb: a decimal string (older rows or hand edits may hold a safe integer). */
const big = z.union([z.string().regex(/^-?\d+$/), z.number().int()]).transform((value) => BigInt(value))
const count = z.number().int()
const level = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
const rowLevel = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])

const levelRequirement = z.object({
  level: rowLevel,
  ownOrders: count,
  directsWithOrder: count,
  teamPerformance: big,
  legs: z.object({ count, minLevel: level }),
})

const nodeTier = z.object({
  type: z.enum(NODE_TYPES),
  level: z.enum(NODE_LEVELS),
  memberLevel: level,
  stake: big,
  rewardWeight: count,
  maxRank: count,
  dailyRewardLimit: big,
})
const nodeRules = z.object({ tiers: z.array(nodeTier), rewardShareBps: big, releaseCoolingDays: count })

/** The stored form of ClubRules (club_rule_versions.rules, club_settlements.rules). */
export const clubRulesJsonSchema = z.object({
  orderPrice: big,
  maxOrdersPerMember: count,
  sharesPerOrder: big,
  poolSplitBps: z.object({ static: big, centralBank: big, fee: big }),
  dynamicPoolBps: big,
  staticDailyRateBps: big,
  staticDailyRateRangeBps: z.object({ min: big, max: big }),
  levelMultipliersBps: z.object({ 0: big, 1: big, 2: big, 3: big, 4: big, 5: big }),
  dynamicDailyRateBps: big,
  topFourShareBps: big,
  topFourCount: count,
  userCountShareBps: big,
  staticCapBps: big,
  dynamicCapBps: big,
  inviteReward: big,
  cardValueBps: big,
  cardValidityDays: count,
  pendingOrderTimeoutMinutes: count,
  levels: z.array(levelRequirement),
  /** Absent in versions stored before nodes existed: the defaults. */
  nodes: nodeRules.optional(),
})

/** Parses stored rules (throws a ZodError naming the bad field); validate them with validateClubRules. */
export function parseClubRulesJson(value: unknown): ClubRules {
  const parsed = clubRulesJsonSchema.parse(value)
  const levels: LevelRequirement[] = parsed.levels.map((row) => ({ ...row, legs: { ...row.legs } }))
  const multipliers: Record<MemberLevel, bigint> = { ...parsed.levelMultipliersBps }
  const nodes: NodeRules = parsed.nodes
    ? { ...parsed.nodes, tiers: parsed.nodes.tiers.map((tier) => ({ ...tier })) }
    : DEFAULT_NODE_RULES
  return { ...parsed, levelMultipliersBps: multipliers, levels, nodes }
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** Rules as JSON: every bigint as its decimal string. */
export function clubRulesToJson(rules: ClubRules): Json {
  const convert = (value: unknown): Json => {
    if (typeof value === 'bigint') return value.toString()
    if (Array.isArray(value)) return value.map(convert)
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, convert(entry)]))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
    return null
  }
  return convert(rules)
}
