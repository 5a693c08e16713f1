import { describe, expect, it } from 'vitest'
import { DEV_BNB_NEEDED, devFundsShortfall } from './devFundsShortfall'

const unit = 10n ** 18n

describe('devFundsShortfall: when a dev-wallet member is offered test coins', () => {
  it('a fresh dev wallet (0 BNB, 0 USDT) lacks both', () => {
    expect(devFundsShortfall({ bnb: 0n, usdt: 0n })).toBe('both')
  })

  it('gas for an approval and a payment at 800,000 gas and 6 gwei each is enough BNB', () => {
    expect(DEV_BNB_NEEDED).toBe(9_600_000_000_000_000n)
    expect(devFundsShortfall({ bnb: DEV_BNB_NEEDED, usdt: unit })).toBeNull()
    expect(devFundsShortfall({ bnb: DEV_BNB_NEEDED - 1n, usdt: unit })).toBe('bnb')
  })

  it('without a need any USDT will do; with one (a 224 USDT order) less than it is short', () => {
    expect(devFundsShortfall({ bnb: unit, usdt: 1n })).toBeNull()
    expect(devFundsShortfall({ bnb: unit, usdt: 100n * unit }, 224n * unit)).toBe('usdt')
    expect(devFundsShortfall({ bnb: unit, usdt: 224n * unit }, 224n * unit)).toBeNull()
  })
})
