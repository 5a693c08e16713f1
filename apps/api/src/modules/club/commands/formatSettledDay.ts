import { formatAmount, NODE_INACTIVE_REASONS } from '@vita/shared'
import type { SettledClubDay } from '../settlement/settleClubDay'

const usdt = (value: bigint) => `${formatAmount(value)} USDT`

/** A settled (or previewed) day's totals, as club:settle and club:preview print them. */
export function formatSettledDay(day: SettledClubDay): string {
  const { static: s, dynamic: d, invites, nodes } = day
  const inactive = NODE_INACTIVE_REASONS.map((reason) => `${nodes.inactive[reason]} ${reason}`).join(', ')
  const completed = day.statusChanges.filter((c) => c.to === 'completed').reduce((n, c) => n + c.orders, 0)
  const exited = day.statusChanges.filter((c) => c.to === 'exited').reduce((n, c) => n + c.orders, 0)
  return [
    `${day.dryRun ? 'Preview of' : 'Settled'} ${day.day}:`,
    `  static: pool ${usdt(s.pool)} × ${s.rateBps} bps = ${usdt(s.dailyAmount)}; ${s.totalShares} shares ` +
      `(${s.totalWeightedShares} weighted); paid ${usdt(s.paid)} to ${s.membersPaid} members`,
    `  dynamic: pool ${usdt(d.pool)} × ${d.rateBps} bps = ${usdt(d.dailyAmount)} (top four ${usdt(d.topFourAllocation)}, ` +
      `user count ${usdt(d.userCountWeight)}, team performance ${usdt(d.teamPerformanceWeight)}); ` +
      `${d.qualifiedUserCount} qualified; paid ${usdt(d.paid)} to ${d.membersPaid} members`,
    `  invite rewards: ${invites.granted} granted (${usdt(invites.grantedAmount)}), ${invites.reversed} reversed ` +
      `(${usdt(invites.reversedAmount)}); fee pool then ${usdt(invites.feePoolAfter)}`,
    `  node rewards: fee inflow ${usdt(nodes.feeInflow)} × ${nodes.rewardShareBps} bps = ${usdt(nodes.rewardAmount)}; ` +
      `${nodes.activeNodes} of ${nodes.nodes} nodes active (inactive: ${inactive}), ${nodes.cappedNodes} at their daily limit; ` +
      `paid ${usdt(nodes.paid)}; fee pool after ${usdt(nodes.feePoolAfter)}`,
    `  levels: ${day.levelChanges} changed` +
      (day.levelChangesByLevel.length > 0
        ? ` (${day.levelChangesByLevel.map((c) => `V${c.from}→V${c.to} ×${c.members}`).join(', ')})`
        : ''),
    `  orders: ${completed} completed, ${exited} exited`,
  ].join('\n')
}
