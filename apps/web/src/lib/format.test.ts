import { describe, expect, it } from 'vitest'
import { formatBps, formatMoney, formatSignedMoney } from './format'

const unit = 10n ** 18n

describe('formatMoney', () => {
  it('groups and truncates base units, from bigint or decimal text', () => {
    expect(formatMoney(1_234_567n * unit + 987_654_321n * 10n ** 9n)).toBe('1,234,567.987654')
    expect(formatMoney('1999999999999999999', 2)).toBe('1.99')
    expect(formatMoney(0n)).toBe('0')
  })

  it('signs bill amounts', () => {
    expect(formatSignedMoney(5n * unit)).toBe('+5')
    expect(formatSignedMoney('-5000000000000000000')).toBe('-5')
    expect(formatSignedMoney(0n)).toBe('0')
  })
})

describe('formatBps', () => {
  it('formats bps as percent text', () => {
    expect(formatBps(0n)).toBe('0')
    expect(formatBps(25n)).toBe('0.25')
    expect(formatBps(100n)).toBe('1')
    expect(formatBps(-125n)).toBe('-1.25')
    expect(formatBps(1050n)).toBe('10.5')
  })
})
