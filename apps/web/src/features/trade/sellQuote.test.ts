import { describe, expect, it } from 'vitest'
import { getAmountOut } from '@vita/shared/pool'
import { quoteSell, sellerShare } from './sellQuote'

const unit = 10n ** 18n
const reserves = { reserveUsdt: 100_000n * unit, reserveDpine: 10_000_000n * unit }

describe('sellerShare (VitaOrder: swapped minus the 10 % donation, rounded down)', () => {
  it('keeps 90 % and gives the rounding to the seller like the contract', () => {
    expect(sellerShare(1000n)).toBe(900n)
    // 10 % of 19 is 1 (rounded down), so the seller gets 18, not 19·0.9 = 17.1 → 17.
    expect(sellerShare(19n)).toBe(18n)
    expect(sellerShare(0n)).toBe(0n)
  })
})

describe('quoteSell', () => {
  const amount = 10_000n * unit

  it('uses the pool output and the swap screen slippage (0 bps default → minimum = expected)', () => {
    const swapped = getAmountOut(false, amount, reserves)
    const quote = quoteSell(amount, reserves, 0n)
    expect(quote).toEqual({
      amountIn: amount,
      swapped,
      expectedOut: swapped - swapped / 10n,
      minUsdtOut: swapped - swapped / 10n,
    })
  })

  it('computes minUsdtOut = expected × (10000 − bps) / 10000 rounded down, in bigint', () => {
    const { expectedOut } = quoteSell(amount, reserves, 0n)
    expect(quoteSell(amount, reserves, 50n).minUsdtOut).toBe((expectedOut * 9_950n) / 10_000n)
    expect(quoteSell(amount, reserves, 100n).minUsdtOut).toBe((expectedOut * 9_900n) / 10_000n)
    expect(quoteSell(1n * unit, reserves, 5_000n).minUsdtOut).toBe(
      (quoteSell(1n * unit, reserves, 0n).expectedOut * 5_000n) / 10_000n,
    )
    // Small amounts round down, never up.
    expect(quoteSell(1_000n, reserves, 33n).minUsdtOut).toBe(
      (quoteSell(1_000n, reserves, 0n).expectedOut * 9_967n) / 10_000n,
    )
  })

  it('quotes zero against an empty pool', () => {
    expect(quoteSell(amount, { reserveUsdt: 0n, reserveDpine: 0n }, 50n)).toEqual({
      amountIn: amount,
      swapped: 0n,
      expectedOut: 0n,
      minUsdtOut: 0n,
    })
  })
})
