import { AmountFormatError, parseAmount, type MemberLevel } from '@vita/shared'
import { textOption, UsageError, type OpsOptions } from '../../../platform/ops'
import type { ClubRuleChanges } from '../rules/changeClubRules'

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
  }
}
