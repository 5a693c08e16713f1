/**
 * The reward chart's bars: one per loaded settled day, oldest first. Amounts stay base units
 * everywhere else; `usdtForChart` is the one place they become floats, for drawing only.
 */
import { formatAmount } from '@vita/shared/amount'
import type { NodeRewardDay } from '@vita/shared/schemas/nodes'

export type RewardBar = { time: string; value: number; active: boolean; capped: boolean }

/** USDT base units → a float for the chart axis (6 decimals are more than a bar can show). */
export function usdtForChart(units: string): number {
  return Number(formatAmount(BigInt(units), 18, { maxFractionDigits: 6 }))
}

export function rewardBars(days: readonly NodeRewardDay[]): RewardBar[] {
  const byDay = new Map(days.map((day) => [day.day, day]))
  return [...byDay.values()]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((day) => ({
      time: day.day,
      value: usdtForChart(day.amount),
      active: day.active,
      capped: day.capped,
    }))
}
