import { describe, expect, it } from 'vitest'
import { requirementPercent, requirementProgress, upgradeRequirements } from './upgradeProgress'

const USDT = 10n ** 18n

describe('requirementPercent', () => {
  it('rounds down and caps at 100', () => {
    expect(requirementPercent(1n, 3n)).toBe(33)
    expect(requirementPercent(2n, 3n)).toBe(66)
    expect(requirementPercent(3n, 3n)).toBe(100)
    expect(requirementPercent(7n, 3n)).toBe(100)
    expect(requirementPercent(0n, 3n)).toBe(0)
  })

  it('treats a zero target as met', () => {
    expect(requirementPercent(0n, 0n)).toBe(100)
  })

  it('stays exact on amounts far beyond Number precision', () => {
    expect(requirementPercent(2_239n * USDT + USDT - 1n, 2_240n * USDT)).toBe(99)
    expect(requirementPercent(1_120_000n * USDT - 1n, 1_120_000n * USDT)).toBe(99)
  })
})

describe('requirementProgress', () => {
  it('shows team performance as money with the missing distance', () => {
    const row = requirementProgress({
      kind: 'teamPerformance',
      current: (1_120n * USDT).toString(),
      target: (2_240n * USDT).toString(),
      met: false,
    })
    expect(row).toEqual({
      kind: 'teamPerformance',
      current: '1,120',
      target: '2,240',
      percent: 50,
      met: false,
      missing: '1,120',
    })
  })

  it('shows counts as integers, met at 100% with nothing missing', () => {
    expect(requirementProgress({ kind: 'directsWithOrder', current: '4', target: '3', met: true })).toEqual({
      kind: 'directsWithOrder',
      current: '4',
      target: '3',
      percent: 100,
      met: true,
      missing: null,
    })
  })

  it('never shows a full bar for a requirement the server says is not met', () => {
    const row = requirementProgress({ kind: 'legs', current: '2', target: '2', met: false })
    expect(row.percent).toBe(99)
    expect(row.met).toBe(false)
  })

  it('keeps the order of the requirements', () => {
    const kinds = upgradeRequirements([
      { kind: 'ownOrders', current: '0', target: '1', met: false },
      { kind: 'directsWithOrder', current: '1', target: '3', met: false },
      { kind: 'teamPerformance', current: '0', target: (2_240n * USDT).toString(), met: false },
      { kind: 'legs', current: '0', target: '2', met: false },
    ]).map((row) => [row.kind, row.percent])
    expect(kinds).toEqual([
      ['ownOrders', 0],
      ['directsWithOrder', 33],
      ['teamPerformance', 0],
      ['legs', 0],
    ])
  })

  it('shows no leg progress for a level without a leg rule (V1: legs target 0), never "1 / 0 met"', () => {
    const rows = upgradeRequirements([
      { kind: 'ownOrders', current: '1', target: '1', met: true },
      { kind: 'legs', current: '1', target: '0', met: true },
    ])
    expect(rows.map((row) => row.kind)).toEqual(['ownOrders'])
  })
})
