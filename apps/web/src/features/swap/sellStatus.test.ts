import { describe, expect, it } from 'vitest'
import { sellAmountProblem, sellBlocked, sellStatus } from './sellStatus'

const unit = 10n ** 18n

describe('sell status (spec §8)', () => {
  it('disabled wins over everything', () => {
    expect(sellStatus(false, true)).toBe('disabled')
    expect(sellStatus(false, undefined)).toBe('disabled')
  })
  it('enabled: permission decides, unknown asks to connect', () => {
    expect(sellStatus(true, true)).toBe('canSell')
    expect(sellStatus(true, false)).toBe('cannotSell')
    expect(sellStatus(true, undefined)).toBe('enabledConnect')
  })
  it('blocks the sell button when selling is disabled or not permitted, not while unknown', () => {
    expect(sellBlocked('disabled')).toBe(true)
    expect(sellBlocked('cannotSell')).toBe(true)
    expect(sellBlocked('canSell')).toBe(false)
    expect(sellBlocked('enabledConnect')).toBe(false)
    expect(sellBlocked(null)).toBe(false)
  })
})

describe('sell amount (spec §5)', () => {
  it('needs a valid amount above zero within the wallet balance', () => {
    expect(sellAmountProblem('', 5n * unit)).toBe('empty')
    expect(sellAmountProblem('abc', 5n * unit)).toBe('invalid')
    expect(sellAmountProblem('0', 5n * unit)).toBe('zero')
    expect(sellAmountProblem('5.000000000000000001', 5n * unit)).toBe('exceedsWalletBalance')
    expect(sellAmountProblem('5', 5n * unit)).toBeNull()
    expect(sellAmountProblem('1', undefined)).toBeNull()
  })
})
