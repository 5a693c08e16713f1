import { describe, expect, it } from 'vitest'
import { memberLevel, upgradeProgress, type MemberLevelParameters } from './levels'
import { DEFAULT_CLUB_RULES as rules } from './rules'

const usdt = (value: bigint) => value * 10n ** 18n
const base: MemberLevelParameters = {
  ownOrders: 1,
  directsWithOrder: 3,
  teamPerformance: usdt(2_240n),
  legLevels: [0, 0, 0],
}

describe('memberLevel (club-rules §5)', () => {
  it('is V1 exactly at 1 order, 3 directs with an order and 2,240 USDT (10 orders) of team performance', () => {
    expect(memberLevel(base, rules)).toBe(1)
  })

  it('is V0 one base unit of team performance short of V1', () => {
    expect(memberLevel({ ...base, teamPerformance: usdt(2_240n) - 1n }, rules)).toBe(0)
  })

  it('is V0 without an own order or with only 2 directs with an order', () => {
    expect(memberLevel({ ...base, ownOrders: 0 }, rules)).toBe(0)
    expect(memberLevel({ ...base, directsWithOrder: 2 }, rules)).toBe(0)
  })

  it('needs two legs holding V1 for V2, not one leg holding two', () => {
    const v2Volume = { ...base, teamPerformance: usdt(22_400n) }
    expect(memberLevel({ ...v2Volume, legLevels: [1, 0, 0] }, rules)).toBe(1)
    expect(memberLevel({ ...v2Volume, legLevels: [1, 1, 0] }, rules)).toBe(2)
    // A V3 leg counts as holding a V1 or above.
    expect(memberLevel({ ...v2Volume, legLevels: [3, 1] }, rules)).toBe(2)
  })

  it('stops at the first row not met: V3 legs without V2 volume stay V1', () => {
    expect(memberLevel({ ...base, teamPerformance: usdt(22_399n), legLevels: [4, 4, 4] }, rules)).toBe(1)
  })

  it('reaches V5 with 1,120,000 USDT and two V4 legs', () => {
    expect(memberLevel({ ...base, teamPerformance: usdt(1_120_000n), legLevels: [4, 4] }, rules)).toBe(5)
  })
})

describe('upgradeProgress', () => {
  it('lists each requirement of the next level with current and target', () => {
    expect(upgradeProgress({ ...base, teamPerformance: usdt(5_000n), legLevels: [1, 0, 0] }, rules)).toEqual({
      level: 1,
      next: 2,
      requirements: [
        { kind: 'ownOrders', current: 1, target: 1, met: true },
        { kind: 'directsWithOrder', current: 3, target: 3, met: true },
        { kind: 'teamPerformance', current: usdt(5_000n), target: usdt(22_400n), met: false },
        { kind: 'legs', current: 1, target: 2, met: false },
      ],
    })
  })

  it('has no next level at V5', () => {
    expect(upgradeProgress({ ...base, teamPerformance: usdt(2_000_000n), legLevels: [5, 4] }, rules)).toEqual(
      {
        level: 5,
        next: null,
        requirements: [],
      },
    )
  })
})
