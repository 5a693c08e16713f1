import {
  AmountFormatError,
  NODE_LEVELS,
  NODE_TYPES,
  parseAmount,
  type MemberLevel,
  type NodeTier,
} from '@vita/shared'
import { textOption, UsageError, type OpsOptions } from '../../../platform/ops'
import type { ClubRuleChanges, NodeTierChanges } from '../rules/changeClubRules'

const wholeNumber = (name: string, text: string): bigint => {
  if (!/^\d{1,12}$/.test(text)) throw new UsageError(`--${name} must be a whole number, got "${text}"`)
  return BigInt(text)
}
const tokens = (name: string, text: string): bigint => {
  try {
    return parseAmount(text)
  } catch (error) {
    if (error instanceof AmountFormatError) throw new UsageError(`--${name}: ${error.reason} ("${text}")`)
    throw error
  }
}

/** `V1=2240,V2=22400` (or `1=2240`): a value per level, levels `from`–5. */
function perLevel<T>(options: OpsOptions, name: string, from: 0 | 1, parse: (text: string) => T) {
  const text = textOption(options, name)
  if (text === undefined) return undefined
  const values: Partial<Record<MemberLevel, T>> = {}
  for (const part of text.split(',')) {
    const match = /^\s*V?([0-5])\s*=\s*(\S+)\s*$/i.exec(part)
    const level = Number(match?.[1]) as MemberLevel
    if (!match?.[2] || level < from)
      throw new UsageError(
        `--${name} takes V${from}..V5 values like "V${from === 0 ? 1 : 2}=…", got "${part}"`,
      )
    values[level] = parse(match[2])
  }
  return values
}

/** Settings of the node tiers chosen by --node-tier. */
const NODE_TIER_OPTIONS = [
  'node-member-level',
  'node-stake',
  'node-reward-weight',
  'node-max-rank',
  'node-daily-limit',
] as const

/** `normal:bronze,super:gold`, a `*` for every type or level (`super:*`), or `all`. */
function nodeTiersOf(text: string): NodeTier[] {
  return text.split(',').flatMap((part) => {
    const [type, level] = part.trim() === 'all' ? ['*', '*'] : part.trim().split(':')
    const types = NODE_TYPES.filter((t) => type === '*' || t === type)
    const levels = NODE_LEVELS.filter((l) => level === '*' || l === level)
    if (types.length === 0 || levels.length === 0)
      throw new UsageError(
        `--node-tier takes type:level (${NODE_TYPES.join('|')}:${NODE_LEVELS.join('|')}, * for any) or all, got "${part}"`,
      )
    return types.flatMap((t) => levels.map((l): NodeTier => ({ type: t, level: l })))
  })
}

function memberLevelOf(name: string, text: string): MemberLevel {
  const match = /^V?([0-5])$/i.exec(text.trim())
  if (!match) throw new UsageError(`--${name} takes a level V0..V5, got "${text}"`)
  return Number(match[1]) as MemberLevel
}

/** --node-tier with the settings to give the tiers it names; either without the other is a mistake. */
function nodeTierChangesOf(options: OpsOptions): NodeTierChanges | undefined {
  const chosen = textOption(options, 'node-tier')
  const given = NODE_TIER_OPTIONS.filter((name) => textOption(options, name) !== undefined)
  if (chosen === undefined) {
    if (given[0] !== undefined)
      throw new UsageError(`--${given[0]} needs --node-tier naming the tiers (e.g. normal:bronze)`)
    return undefined
  }
  if (given.length === 0)
    throw new UsageError(
      `--node-tier needs one of ${NODE_TIER_OPTIONS.map((name) => `--${name}`).join(', ')}`,
    )
  const value = <T>(name: (typeof NODE_TIER_OPTIONS)[number], parse: (text: string) => T) => {
    const text = textOption(options, name)
    return text === undefined ? undefined : parse(text)
  }
  return {
    tiers: nodeTiersOf(chosen),
    set: {
      memberLevel: value('node-member-level', (text) => memberLevelOf('node-member-level', text)),
      stake: value('node-stake', (text) => tokens('node-stake', text)),
      rewardWeight: value('node-reward-weight', (text) => Number(wholeNumber('node-reward-weight', text))),
      maxRank: value('node-max-rank', (text) => Number(wholeNumber('node-max-rank', text))),
      dailyRewardLimit: value('node-daily-limit', (text) => tokens('node-daily-limit', text)),
    },
  }
}

/** The rule changes club:set-rules takes, by option name. */
export const RULE_OPTIONS = [
  'static-rate-bps',
  'static-rate-min-bps',
  'static-rate-max-bps',
  'dynamic-rate-bps',
  'dynamic-pool-bps',
  'top-four-share-bps',
  'top-four-count',
  'user-count-share-bps',
  'static-cap-bps',
  'dynamic-cap-bps',
  'invite-reward',
  'card-value-bps',
  'card-validity-days',
  'pending-order-timeout-minutes',
  'level-multipliers-bps',
  'level-team-performance',
  'level-directs',
  'level-own-orders',
  'node-reward-share-bps',
  'node-release-cooling-days',
  'node-tier',
  ...NODE_TIER_OPTIONS,
] as const

export function ruleChangesOf(options: OpsOptions): ClubRuleChanges {
  const bps = (name: string) => {
    const text = textOption(options, name)
    return text === undefined ? undefined : wholeNumber(name, text)
  }
  const count = (name: string) => {
    const value = bps(name)
    return value === undefined ? undefined : Number(value)
  }
  const invite = textOption(options, 'invite-reward')
  return {
    staticDailyRateBps: bps('static-rate-bps'),
    staticDailyRateMinBps: bps('static-rate-min-bps'),
    staticDailyRateMaxBps: bps('static-rate-max-bps'),
    dynamicDailyRateBps: bps('dynamic-rate-bps'),
    dynamicPoolBps: bps('dynamic-pool-bps'),
    topFourShareBps: bps('top-four-share-bps'),
    topFourCount: count('top-four-count'),
    userCountShareBps: bps('user-count-share-bps'),
    staticCapBps: bps('static-cap-bps'),
    dynamicCapBps: bps('dynamic-cap-bps'),
    inviteReward: invite === undefined ? undefined : tokens('invite-reward', invite),
    cardValueBps: bps('card-value-bps'),
    cardValidityDays: count('card-validity-days'),
    pendingOrderTimeoutMinutes: count('pending-order-timeout-minutes'),
    levelMultipliersBps: perLevel(options, 'level-multipliers-bps', 0, (t) =>
      wholeNumber('level-multipliers-bps', t),
    ),
    levelTeamPerformance: perLevel(options, 'level-team-performance', 1, (t) =>
      tokens('level-team-performance', t),
    ),
    levelDirectsWithOrder: perLevel(options, 'level-directs', 1, (t) =>
      Number(wholeNumber('level-directs', t)),
    ),
    levelOwnOrders: perLevel(options, 'level-own-orders', 1, (t) =>
      Number(wholeNumber('level-own-orders', t)),
    ),
    nodeRewardShareBps: bps('node-reward-share-bps'),
    nodeReleaseCoolingDays: count('node-release-cooling-days'),
    nodeTiers: nodeTierChangesOf(options),
  }
}
