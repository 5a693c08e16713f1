import { formatAmount, MEMBER_LEVELS, nodeTierKey, type ClubRules } from '@vita/shared'

const usdt = (value: bigint) => `${formatAmount(value)} USDT`
const dpine = (value: bigint) => `${formatAmount(value)} DPINE`
const bps = (value: bigint) => `${value} bps`

/** The rules as the operator reads them, one number per line. */
export function formatClubRules(rules: ClubRules): string {
  return [
    `order price ${usdt(rules.orderPrice)}, at most ${rules.maxOrdersPerMember} per member, ${rules.sharesPerOrder} share(s) each`,
    `pool split static ${bps(rules.poolSplitBps.static)} / central bank ${bps(rules.poolSplitBps.centralBank)} / fee ${bps(rules.poolSplitBps.fee)}; dynamic pool ${bps(rules.dynamicPoolBps)}`,
    `static daily rate ${bps(rules.staticDailyRateBps)} (allowed ${rules.staticDailyRateRangeBps.min}–${rules.staticDailyRateRangeBps.max} bps)`,
    `level multipliers ${MEMBER_LEVELS.map((level) => `V${level}=${rules.levelMultipliersBps[level]}`).join(' ')} bps`,
    `dynamic daily rate ${bps(rules.dynamicDailyRateBps)}; top ${rules.topFourCount} share ${bps(rules.topFourShareBps)}; user count ${bps(rules.userCountShareBps)} of the rest`,
    `caps: static ${bps(rules.staticCapBps)}, dynamic ${bps(rules.dynamicCapBps)} of the order amount`,
    `invite reward ${usdt(rules.inviteReward)}`,
    `shopping card ${bps(rules.cardValueBps)} of the order, valid ${rules.cardValidityDays} days; unsent orders cancelled after ${rules.pendingOrderTimeoutMinutes} min`,
    ...rules.levels.map(
      (row) =>
        `V${row.level}: own orders ≥ ${row.ownOrders}, directs with an order ≥ ${row.directsWithOrder}, team performance ≥ ${usdt(row.teamPerformance)}` +
        (row.legs.count > 0 ? `, ${row.legs.count} legs with V${row.legs.minLevel}+` : ''),
    ),
    `nodes: ${bps(rules.nodes.rewardShareBps)} of the fee pool's daily inflow to the active nodes; stake released ${rules.nodes.releaseCoolingDays} days after closing`,
    ...rules.nodes.tiers.map(
      (tier) =>
        `node ${nodeTierKey(tier)}: holder V${tier.memberLevel}+, stake ${dpine(tier.stake)}, weight ${tier.rewardWeight}, ` +
        `max rank ${tier.maxRank}, daily limit ${usdt(tier.dailyRewardLimit)}`,
    ),
  ].join('\n')
}
