import { describe, expect, it } from 'vitest'
import { currencyCoverage, formatPercent, reserveRatio } from './reserveRatio'

const UNIT = 10n ** 18n

describe('reserveRatio', () => {
  it('is reserves / liabilities in basis points, rounded down', () => {
    expect(reserveRatio(150n * UNIT, 100n * UNIT)).toEqual({ kind: 'ratio', basisPoints: 15_000n })
    expect(reserveRatio(2n * UNIT, 3n * UNIT)).toEqual({ kind: 'ratio', basisPoints: 6_666n })
    expect(reserveRatio(0n, UNIT)).toEqual({ kind: 'ratio', basisPoints: 0n })
  })

  it('never shows a shortfall of one base unit as 100 %', () => {
    const liabilities = 123_456_789n * UNIT
    const ratio = reserveRatio(liabilities - 1n, liabilities)
    expect(ratio).toEqual({ kind: 'ratio', basisPoints: 9_999n })
    expect(formatPercent(9_999n)).toBe('99.99')
  })

  it('stays exact where a float would not (amounts far beyond 2^53)', () => {
    const liabilities = (1n << 200n) + 7n
    expect(reserveRatio(liabilities * 3n, liabilities)).toEqual({ kind: 'ratio', basisPoints: 30_000n })
    expect(reserveRatio(liabilities, liabilities)).toEqual({ kind: 'ratio', basisPoints: 10_000n })
  })

  it('has no ratio when nothing is owed', () => {
    expect(reserveRatio(5n, 0n)).toEqual({ kind: 'noLiabilities' })
  })
})

describe('formatPercent', () => {
  it('shows two decimals, grouped', () => {
    expect(formatPercent(10_000n)).toBe('100.00')
    expect(formatPercent(5n)).toBe('0.05')
    expect(formatPercent(123_456_789n)).toBe('1,234,567.89')
  })
})

describe('currencyCoverage', () => {
  it('pairs each currency’s liabilities with its reserves, in the day’s order', () => {
    const day = {
      currencies: ['USDT', 'DPINE'],
      totals: [(200n * UNIT).toString(), '0'],
      reserves: { blockNumber: '9', holdings: [], totals: [(300n * UNIT).toString(), '5'] },
    }
    expect(currencyCoverage(day)).toEqual([
      {
        currency: 'USDT',
        liabilities: 200n * UNIT,
        reserves: 300n * UNIT,
        ratio: { kind: 'ratio', basisPoints: 15_000n },
      },
      { currency: 'DPINE', liabilities: 0n, reserves: 5n, ratio: { kind: 'noLiabilities' } },
    ])
  })

  it('has no reserves or ratio while the reserves are not read', () => {
    const [usdt] = currencyCoverage({ currencies: ['USDT'], totals: ['1'], reserves: null })
    expect(usdt).toEqual({ currency: 'USDT', liabilities: 1n, reserves: null, ratio: null })
  })
})
