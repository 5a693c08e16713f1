import { nodeRulesIssues } from './nodes'
import { BPS, MEMBER_LEVELS, applyBps, type ClubRules } from './rules'

export type ClubRulesIssue = { field: string; message: string }
export type ValidateClubRulesReturnType =
  { ok: true; rules: ClubRules } | { ok: false; issues: ClubRulesIssue[] }

const isCount = (value: number, min: number) => Number.isSafeInteger(value) && value >= min

/** Every rule an operator may change, checked once before it is used; all issues at once. */
export function validateClubRules(rules: ClubRules): ValidateClubRulesReturnType {
  const issues: ClubRulesIssue[] = []
  const refuse = (field: string, message: string) => issues.push({ field, message })
  const bps = (field: string, value: bigint, min = 0n, max = BPS) => {
    if (value < min || value > max)
      refuse(field, `${field} must be between ${min} and ${max} bps, got ${value}`)
  }

  if (rules.orderPrice <= 0n) refuse('orderPrice', `orderPrice must be positive, got ${rules.orderPrice}`)
  if (!isCount(rules.maxOrdersPerMember, 1))
    refuse('maxOrdersPerMember', `maxOrdersPerMember must be an integer ≥ 1, got ${rules.maxOrdersPerMember}`)
  if (rules.sharesPerOrder <= 0n)
    refuse('sharesPerOrder', `sharesPerOrder must be positive, got ${rules.sharesPerOrder}`)

  const split = rules.poolSplitBps
  bps('poolSplitBps.static', split.static)
  bps('poolSplitBps.centralBank', split.centralBank)
  bps('poolSplitBps.fee', split.fee)
  if (split.static + split.centralBank + split.fee !== BPS)
    refuse(
      'poolSplitBps',
      `the pool split must add up to ${BPS} bps, got ${split.static + split.centralBank + split.fee}`,
    )
  bps('dynamicPoolBps', rules.dynamicPoolBps, 0n, split.centralBank)

  const range = rules.staticDailyRateRangeBps
  bps('staticDailyRateRangeBps.min', range.min)
  bps('staticDailyRateRangeBps.max', range.max, range.min)
  bps('staticDailyRateBps', rules.staticDailyRateBps, range.min, range.max)
  for (const level of MEMBER_LEVELS) {
    const multiplier = rules.levelMultipliersBps[level]
    if (multiplier === undefined || multiplier < 0n)
      refuse(
        `levelMultipliersBps.${level}`,
        `levelMultipliersBps.${level} must be ≥ 0 bps, got ${multiplier}`,
      )
  }

  bps('dynamicDailyRateBps', rules.dynamicDailyRateBps)
  bps('topFourShareBps', rules.topFourShareBps)
  if (!isCount(rules.topFourCount, 1))
    refuse('topFourCount', `topFourCount must be an integer ≥ 1, got ${rules.topFourCount}`)
  bps('userCountShareBps', rules.userCountShareBps)

  if (rules.staticCapBps <= 0n)
    refuse('staticCapBps', `staticCapBps must be positive, got ${rules.staticCapBps}`)
  if (rules.dynamicCapBps <= 0n)
    refuse('dynamicCapBps', `dynamicCapBps must be positive, got ${rules.dynamicCapBps}`)
  // The reward is paid from the fee pool; more than an order's fee share would drain it.
  const feeShare = applyBps(rules.orderPrice, split.fee)
  if (rules.inviteReward < 0n || rules.inviteReward > feeShare)
    refuse(
      'inviteReward',
      `inviteReward must be between 0 and the order's fee share ${feeShare}, got ${rules.inviteReward}`,
    )
  bps('cardValueBps', rules.cardValueBps, 1n)
  if (!isCount(rules.cardValidityDays, 1))
    refuse('cardValidityDays', `cardValidityDays must be an integer ≥ 1, got ${rules.cardValidityDays}`)
  if (!isCount(rules.pendingOrderTimeoutMinutes, 1))
    refuse(
      'pendingOrderTimeoutMinutes',
      `pendingOrderTimeoutMinutes must be an integer ≥ 1, got ${rules.pendingOrderTimeoutMinutes}`,
    )
  checkLevelTable(rules, refuse)
  issues.push(...nodeRulesIssues(rules.nodes))

  return issues.length === 0 ? { ok: true, rules } : { ok: false, issues }
}

function checkLevelTable(rules: ClubRules, refuse: (field: string, message: string) => void) {
  if (rules.levels.length !== 5) refuse('levels', `levels must list V1–V5, got ${rules.levels.length} rows`)
  rules.levels.forEach((row, index) => {
    const field = `levels[${index}]`
    if (row.level !== index + 1) refuse(field, `${field} must be V${index + 1}, got V${row.level}`)
    if (!isCount(row.ownOrders, 0) || !isCount(row.directsWithOrder, 0) || !isCount(row.legs.count, 0))
      refuse(field, `${field}: ownOrders, directsWithOrder and legs.count must be integers ≥ 0`)
    if (row.teamPerformance < 0n) refuse(field, `${field}: teamPerformance must be ≥ 0`)
    if (row.legs.minLevel >= row.level) refuse(field, `${field}: legs must hold a level below V${row.level}`)
    const previous = rules.levels[index - 1]
    if (previous !== undefined && row.teamPerformance < previous.teamPerformance)
      refuse(field, `${field}: teamPerformance must not be below V${previous.level}'s`)
  })
}

/** The rules when valid; otherwise throws listing every issue (config fails loudly at start). */
export function assertClubRules(rules: ClubRules): ClubRules {
  const result = validateClubRules(rules)
  if (!result.ok)
    throw new Error(`invalid club rules: ${result.issues.map((issue) => issue.message).join('; ')}`)
  return result.rules
}
