import { EARNING_KINDS as SCHEMA_EARNING_KINDS, type ClubEarnings } from '@vita/shared/schemas/club'
import { describe, expect, it } from 'vitest'
import {
  EARNING_KINDS,
  earningsChartSeries,
  earningsDayRows,
  hasNoEarnings,
  unitsToChartNumber,
} from './earningsSeries'

const USDT = 10n ** 18n
const units = (whole: bigint, fraction = 0n) => (whole * USDT + fraction).toString()

describe('unitsToChartNumber (display only)', () => {
  it('converts 18-decimal amounts, signed', () => {
    expect(unitsToChartNumber(units(10n))).toBe(10)
    expect(unitsToChartNumber(units(0n, 5n * 10n ** 17n))).toBe(0.5)
    expect(unitsToChartNumber(`-${units(10n)}`)).toBe(-10)
    expect(unitsToChartNumber('0')).toBe(0)
    expect(unitsToChartNumber(-3n * 10n ** 15n)).toBe(-0.003)
  })

  it('keeps 15 significant digits of very large amounts', () => {
    expect(unitsToChartNumber(units(1_234_567_890_123n, 456_789_000_000_000_000n))).toBe(1234567890123.45)
  })
})

describe('earningsChartSeries', () => {
  const days: ClubEarnings['days'] = [
    { day: '2026-11-22', static: units(2n), dynamic: units(1n), invite: `-${units(10n)}` },
    { day: '2026-11-19', static: units(1n), dynamic: '0', invite: units(10n) },
  ]

  it('draws one point per kind per day, oldest first, with empty days in between as zero', () => {
    const series = earningsChartSeries(days)
    expect(series.static.map((p) => p.time)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'])
    expect(series.static.map((p) => p.value)).toEqual([1, 0, 0, 2])
    expect(series.dynamic.map((p) => p.value)).toEqual([0, 0, 0, 1])
    expect(series.invite.map((p) => p.value)).toEqual([10, 0, 0, -10])
  })

  it('crosses month and year ends', () => {
    const series = earningsChartSeries([
      { day: '2026-12-31', static: '1', dynamic: '0', invite: '0' },
      { day: '2027-01-02', static: '1', dynamic: '0', invite: '0' },
    ])
    expect(series.static.map((p) => p.time)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02'])
  })

  it('is empty without days', () => {
    expect(earningsChartSeries([])).toEqual({ static: [], dynamic: [], invite: [] })
  })

  it('lists days newest first with exact bigint totals, reversals included', () => {
    const rows = earningsDayRows([
      { day: '2026-11-19', static: units(1n, 1n), dynamic: '0', invite: units(10n) },
      { day: '2026-11-22', static: units(2n), dynamic: units(1n), invite: `-${units(10n)}` },
    ])
    expect(rows.map((r) => [r.day, r.total])).toEqual([
      ['2026-11-22', `-${units(7n)}`],
      ['2026-11-19', units(11n, 1n)],
    ])
  })
})

describe('hasNoEarnings', () => {
  const zero = { static: '0', dynamic: '0', invite: '0', total: '0' }
  it('is true only before anything was ever accrued', () => {
    expect(hasNoEarnings({ totals: zero, days: [] })).toBe(true)
    expect(hasNoEarnings({ totals: { ...zero, static: '5', total: '5' }, days: [] })).toBe(false)
    expect(
      hasNoEarnings({ totals: zero, days: [{ day: '2026-11-22', static: '0', dynamic: '0', invite: '0' }] }),
    ).toBe(false)
  })
})

describe('EARNING_KINDS', () => {
  it('restates the schema kinds in the same order', () => {
    expect(EARNING_KINDS).toEqual(SCHEMA_EARNING_KINDS)
  })
})
