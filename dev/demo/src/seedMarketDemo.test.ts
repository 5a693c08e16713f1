import { describe, expect, it } from 'vitest'
import { CANDLE_INTERVALS } from '@vita/shared'
import { CANDLE_SECONDS } from '@vita/api/modules/market'
import { demoTargetPrice, planDemoTrades } from './seedMarketDemo'

const DAY = 86_400_000
const to = new Date('2026-11-24T02:52:00Z')
const from = new Date(to.getTime() - 7 * DAY)

describe('the demo market plan', () => {
  const plan = planDemoTrades(from, to)

  it('lays out trades in time order, seconds apart at least, the busiest stretch ending now', () => {
    const times = plan.map((at) => at.getTime())
    expect(times[0]).toBeGreaterThanOrEqual(from.getTime())
    expect(times.at(-1)).toBeLessThanOrEqual(to.getTime())
    expect(to.getTime() - (times.at(-1) ?? 0)).toBeLessThan(1_000)
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(2_000)
    // Fast enough to seed: a couple of hundred trades, not thousands.
    expect(plan.length).toBeGreaterThan(120)
    expect(plan.length).toBeLessThan(260)
  })

  it('fills the 300 candles the chart asks for at every interval, several with two trades or more', () => {
    for (const interval of CANDLE_INTERVALS) {
      const seconds = CANDLE_SECONDS[interval]
      const since = (Math.floor(to.getTime() / 1000 / seconds) - 299) * seconds * 1000
      const buckets = new Map<number, number>()
      for (const at of plan.filter((time) => time.getTime() >= since)) {
        const bucket = Math.floor(at.getTime() / 1000 / seconds)
        buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1)
      }
      const least = interval === '1d' ? 7 : 30
      expect(buckets.size, interval).toBeGreaterThanOrEqual(least)
      expect([...buckets.values()].filter((trades) => trades > 1).length, interval).toBeGreaterThanOrEqual(
        Math.min(7, least / 2),
      )
    }
  })

  it('is the same for the same seed and another for another seed', () => {
    expect(planDemoTrades(from, to)).toEqual(plan)
    expect(planDemoTrades(from, to, 99)).not.toEqual(plan)
  })

  it('aims the price up about a fifth over the week, never far from where it started', () => {
    const start = 10n ** 16n
    expect(demoTargetPrice(start, 0)).toBe(start)
    for (let step = 0; step <= 100; step++) {
      const target = demoTargetPrice(start, step / 100)
      expect(target).toBeGreaterThan((start * 9n) / 10n)
      expect(target).toBeLessThan((start * 13n) / 10n)
    }
    expect(demoTargetPrice(start, 1)).toBeGreaterThan((start * 11n) / 10n)
  })
})
