import { describe, expect, it } from 'vitest'
import { rewardBars, usdtForChart } from './rewardSeries'
import { rewardDayFixture, UNIT } from './testing'

const day = rewardDayFixture

describe('the reward chart', () => {
  it('turns base units into a float for drawing only, without losing cents', () => {
    expect(usdtForChart((5n * UNIT + UNIT / 4n).toString())).toBe(5.25)
    expect(usdtForChart('1')).toBe(0)
    expect(usdtForChart('0')).toBe(0)
  })

  it('draws the loaded days oldest first, one bar a day, with how each was paid', () => {
    const newestFirst = [
      day('2026-11-22', 5n * UNIT, { capped: true, entitled: (9n * UNIT).toString() }),
      day('2026-11-21', 0n, { active: false, reason: 'stake', weight: 0 }),
      day('2026-11-20', 2n * UNIT),
    ]
    // The second page repeats a day when a settlement lands between two fetches.
    expect(rewardBars([...newestFirst, day('2026-11-20', 2n * UNIT)])).toEqual([
      { time: '2026-11-20', value: 2, active: true, capped: false },
      { time: '2026-11-21', value: 0, active: false, capped: false },
      { time: '2026-11-22', value: 5, active: true, capped: true },
    ])
  })

  it('has no bars before the first settlement', () => {
    expect(rewardBars([])).toEqual([])
  })
})
