import { describe, expect, it } from 'vitest'
import { buyChance, livingRandom, livingTargetPrice } from './demoMarketMaker'

describe('the living market path', () => {
  const anchor = 10n ** 16n

  it('drifts around 15% above the first price, inside the band, for weeks', () => {
    const start = Date.parse('2026-11-24T00:00:00Z')
    for (let hour = 0; hour < 24 * 21; hour++) {
      const target = livingTargetPrice(anchor, new Date(start + hour * 3_600_000))
      expect(target).toBeGreaterThan((anchor * 105n) / 100n)
      expect(target).toBeLessThan((anchor * 125n) / 100n)
    }
  })

  it('leans towards the target, and always back inside the band', () => {
    const target = (anchor * 115n) / 100n
    expect(buyChance(anchor, target, target)).toBe(0.5)
    expect(buyChance(anchor, (anchor * 105n) / 100n, target)).toBe(0.85)
    expect(buyChance(anchor, (anchor * 125n) / 100n, target)).toBe(0.15)
    expect(buyChance(anchor, (anchor * 90n) / 100n, target)).toBe(1)
    expect(buyChance(anchor, (anchor * 140n) / 100n, target)).toBe(0)
  })

  it('draws the same run for the same last trade, another for another', () => {
    const last = new Date('2026-11-24T03:00:07Z')
    const draws = (random: () => number) => Array.from({ length: 8 }, random)
    expect(draws(livingRandom(last))).toEqual(draws(livingRandom(new Date(last))))
    expect(draws(livingRandom(new Date(last.getTime() + 1000)))).not.toEqual(draws(livingRandom(last)))
  })
})
