import type { ClubLevelRow } from '@vita/shared/schemas/club'
import { describe, expect, it } from 'vitest'
import { levelLabelKey, levelTableRows } from './levelTable'

const USDT = 10n ** 18n
const row = (level: number, performance: bigint, legs: number, minLevel: number): ClubLevelRow => ({
  level,
  ownOrders: 1,
  directsWithOrder: 3,
  teamPerformance: (performance * USDT).toString(),
  legs: { count: legs, minLevel },
})
// The default table of club-rules §5, deliberately out of order.
const table = [
  row(3, 112_000n, 2, 2),
  row(1, 2_240n, 0, 0),
  row(2, 22_400n, 2, 1),
  row(5, 1_120_000n, 2, 4),
  row(4, 448_000n, 2, 3),
]

describe('levelTableRows', () => {
  it('lists V1 to V5 in order with grouped whole-USDT performance and legs', () => {
    const rows = levelTableRows(table, 0)
    expect(rows.map((r) => r.level)).toEqual([1, 2, 3, 4, 5])
    expect(rows.map((r) => r.teamPerformance)).toEqual(['2,240', '22,400', '112,000', '448,000', '1,120,000'])
    expect(rows[0]?.legs).toBeNull()
    expect(rows[2]?.legs).toEqual({ count: 2, minLevel: 2 })
  })

  it('marks only my row, and every row up to it as reached', () => {
    const rows = levelTableRows(table, 2)
    expect(rows.filter((r) => r.mine).map((r) => r.level)).toEqual([2])
    expect(rows.filter((r) => r.reached).map((r) => r.level)).toEqual([1, 2])
  })

  it('marks no row for a member without a level', () => {
    const rows = levelTableRows(table, 0)
    expect(rows.some((r) => r.mine || r.reached)).toBe(false)
  })
})

describe('levelLabelKey', () => {
  it('names V0 to V5 and clamps anything else', () => {
    expect([0, 1, 5].map(levelLabelKey)).toEqual(['club.level.v0', 'club.level.v1', 'club.level.v5'])
    expect(levelLabelKey(9)).toBe('club.level.v5')
    expect(levelLabelKey(-1)).toBe('club.level.v0')
  })
})
