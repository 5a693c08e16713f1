import { describe, expect, it } from 'vitest'
import { AmountFormatError, bpsOf, formatAmount, parseAmount, tryParseAmount } from './amount'

describe('parseAmount', () => {
  it('parses whole and fractional decimal text exactly', () => {
    expect(parseAmount('224')).toBe(224n * 10n ** 18n)
    expect(parseAmount('0.000000000000000001')).toBe(1n)
    expect(parseAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseAmount('.5', 2)).toBe(50n)
    expect(parseAmount('7.', 2)).toBe(700n)
  })

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['-1', 'negative'],
    ['1e18', 'not-a-number'],
    ['abc', 'not-a-number'],
    ['1,000', 'not-a-number'],
    ['0x10', 'not-a-number'],
    ['1.0000000000000000001', 'too-many-decimals'],
    ['1' + '0'.repeat(80), 'too-large'],
  ])('rejects %j as %s', (text, reason) => {
    expect(() => parseAmount(text)).toThrow(AmountFormatError)
    try {
      parseAmount(text)
    } catch (error) {
      expect((error as AmountFormatError).reason).toBe(reason)
    }
  })

  it('tryParseAmount returns null instead of throwing', () => {
    expect(tryParseAmount('x')).toBeNull()
    expect(tryParseAmount('2')).toBe(2n * 10n ** 18n)
  })
})

describe('formatAmount', () => {
  it('round-trips with parseAmount', () => {
    for (const text of ['0', '1', '224', '0.000000000000000001', '123456789.987654321']) {
      expect(formatAmount(parseAmount(text))).toBe(text)
    }
  })

  it('truncates toward zero and groups thousands', () => {
    expect(formatAmount(parseAmount('1234567.999'), 18, { maxFractionDigits: 2, grouping: true })).toBe(
      '1,234,567.99',
    )
    expect(formatAmount(-parseAmount('0.5'), 18, { maxFractionDigits: 4 })).toBe('-0.5')
    expect(formatAmount(-1n, 18, { maxFractionDigits: 4 })).toBe('0')
  })

  it('bpsOf rounds down', () => {
    expect(bpsOf(10_000n, 25)).toBe(25n)
    expect(bpsOf(399n, 25)).toBe(0n)
  })
})
