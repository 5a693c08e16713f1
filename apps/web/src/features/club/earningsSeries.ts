/**
 * The earnings chart and day list of /vita-club/earnings (and a member's earnings). Amounts stay
 * bigint base units; `unitsToChartNumber` is the one place they become floats, for drawing only.
 */
import type { ClubEarnings, EarningKind } from '@vita/shared/schemas/club'

/**
 * EARNING_KINDS of the schema, in its order: importing the value would load zod with the screen
 * (responses are parsed lazily), so the list is restated here and a test keeps the two equal.
 */
export const EARNING_KINDS = ['static', 'dynamic', 'invite'] as const satisfies readonly EarningKind[]

type EarningsDay = ClubEarnings['days'][number]

export type EarningsPoint = { time: string; value: number }
export type EarningsSeries = Record<EarningKind, EarningsPoint[]>
export type EarningsDayRow = EarningsDay & { total: string }

const SIGNIFICANT = 15
const DAY_MS = 86_400_000

/** Signed base units → float for the chart axis only (15 significant digits; never flows back into amounts). */
export function unitsToChartNumber(units: string | bigint, decimals = 18): number {
  const text = typeof units === 'bigint' ? units.toString() : units
  const negative = text.startsWith('-')
  const digits = (negative ? text.slice(1) : text).replace(/^0+/, '')
  if (digits === '') return 0
  const kept = digits.slice(0, SIGNIFICANT)
  const value = Number(`${kept}e${digits.length - kept.length - decimals}`)
  return negative ? -value : value
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
}

/** Settled days oldest first, with the days between them that accrued nothing filled in as zero. */
function continuousDays(days: readonly EarningsDay[]): EarningsDay[] {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day))
  const filled: EarningsDay[] = []
  for (const day of sorted) {
    const previous = filled[filled.length - 1]
    if (previous) {
      for (let gap = nextDay(previous.day); gap < day.day; gap = nextDay(gap)) {
        filled.push({ day: gap, static: '0', dynamic: '0', invite: '0' })
      }
    }
    filled.push(day)
  }
  return filled
}

/** One line per kind, a point per business day ('YYYY-MM-DD' is a lightweight-charts business day). */
export function earningsChartSeries(days: readonly EarningsDay[]): EarningsSeries {
  const continuous = continuousDays(days)
  const series = {} as EarningsSeries
  for (const kind of EARNING_KINDS) {
    series[kind] = continuous.map((day) => ({ time: day.day, value: unitsToChartNumber(day[kind]) }))
  }
  return series
}

/** The day list under the chart: newest first, each with its total. */
export function earningsDayRows(days: readonly EarningsDay[]): EarningsDayRow[] {
  return [...days]
    .sort((a, b) => b.day.localeCompare(a.day))
    .map((day) => ({
      ...day,
      total: (BigInt(day.static) + BigInt(day.dynamic) + BigInt(day.invite)).toString(),
    }))
}

/** Nothing settled yet: the empty state instead of a flat chart. */
export function hasNoEarnings(earnings: ClubEarnings): boolean {
  return earnings.days.length === 0 && BigInt(earnings.totals.total) === 0n
}
