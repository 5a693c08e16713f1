import { describe, expect, it } from 'vitest'
import {
  getAmountOut,
  minimumReceived,
  orderSaleSplit,
  priceImpactBps,
  priceImpactLevel,
  quoteExactIn,
  quoteOrderSale,
  spotPrice,
  type PoolReserves,
} from './pool'
import { seedFrom } from './prng'

/** xorshift64* over bigint: reproducible from the seed, printed on failure. */
function rng(seed: bigint) {
  let state = seed === 0n ? 0x9e3779b97f4a7c15n : seed
  const mask = (1n << 64n) - 1n
  return (bits: number): bigint => {
    let out = 0n
    for (let produced = 0; produced < bits; produced += 64) {
      state ^= (state >> 12n) & mask
      state ^= (state << 25n) & mask
      state ^= (state >> 27n) & mask
      out = (out << 64n) | ((state * 0x2545f4914f6cdd1dn) & mask)
    }
    return out & ((1n << BigInt(bits)) - 1n)
  }
}

/**
 * Independent reference for the contract's floor division: the largest out with
 * out·(rIn·10000 + in·9975) ≤ in·9975·rOut, found by bisection instead of one division.
 */
function referenceAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (reserveIn === 0n || reserveOut === 0n) return 0n
  const afterFee = amountIn * 9975n
  const denominator = reserveIn * 10_000n + afterFee
  const limit = afterFee * reserveOut
  let low = 0n
  let high = reserveOut
  while (low < high) {
    const mid = (low + high + 1n) / 2n
    if (mid * denominator <= limit) low = mid
    else high = mid - 1n
  }
  return low
}

const unit = 10n ** 18n
const devPool: PoolReserves = { reserveUsdt: 100_000n * unit, reserveDpine: 10_000_000n * unit }

// The API and the web app quote with these functions; contracts/test/sharedModels.test.ts checks
// them against the deployed pool too.
describe('getAmountOut (port of DpinePool.getAmountOut)', () => {
  it('matches the deployed contract on the dev pool', () => {
    // Read from DpinePool.getAmountOut on a fresh dev chain (100k USDT : 10M DPINE).
    const vectors: [boolean, bigint, bigint][] = [
      [true, 100n * unit, 9965059852796835156930n],
      [false, 10_000n * unit, 99650598527968351569n],
      [true, 1n, 99n],
      [true, 1_234_567_000_000_000_000_000n, 121649962582181914122751n],
      [false, 999_999n * unit, 9070234989548479388461n],
      [true, 10n ** 30n, 9999998997493834837710793n],
      [false, 7n, 0n],
    ]
    for (const [usdtIn, amountIn, expected] of vectors) {
      expect(getAmountOut(usdtIn, amountIn, devPool)).toBe(expected)
    }
    expect(getAmountOut(true, 0n, devPool)).toBe(0n)
    expect(getAmountOut(true, unit, { reserveUsdt: 0n, reserveDpine: unit })).toBe(0n)
  })

  it('equals the reference for 2,000 seeded random pools and inputs', () => {
    const seed = BigInt(seedFrom('QUOTE_SEED', 20_261_121))
    const next = rng(seed)
    for (let i = 0; i < 2_000; i += 1) {
      const reserves = {
        reserveUsdt: next(1 + Number(next(7))) + 1n,
        reserveDpine: next(1 + Number(next(7))) + 1n,
      }
      const amountIn = next(1 + Number(next(7)))
      const usdtIn = next(1) === 1n
      const [rIn, rOut] = usdtIn
        ? [reserves.reserveUsdt, reserves.reserveDpine]
        : [reserves.reserveDpine, reserves.reserveUsdt]
      expect(getAmountOut(usdtIn, amountIn, reserves), `seed ${seed} case ${i}`).toBe(
        referenceAmountOut(amountIn, rIn, rOut),
      )
    }
  })

  it('never pays out the whole reserve', () => {
    const out = getAmountOut(true, 10n ** 40n, devPool)
    expect(out < devPool.reserveDpine).toBe(true)
  })
})

describe('quote details', () => {
  it('spot price is USDT per DPINE ×1e18', () => {
    expect(spotPrice(devPool)).toBe(10n ** 16n)
    expect(spotPrice({ reserveUsdt: 0n, reserveDpine: 1n })).toBe(0n)
  })

  it('minimum received applies the slippage rounded down and clamps it', () => {
    expect(minimumReceived(10_000n, 0n)).toBe(10_000n)
    expect(minimumReceived(10_000n, 50n)).toBe(9_950n)
    expect(minimumReceived(999n, 10n)).toBe(998n)
    expect(minimumReceived(10_000n, 20_000n)).toBe(0n)
  })

  it('price impact grows with size and excludes the fee', () => {
    expect(priceImpactBps(true, 0n, devPool)).toBe(0n)
    expect(priceImpactBps(true, unit, devPool)).toBe(1n)
    // 1% of the USDT reserve after fee ≈ 0.99% impact.
    expect(priceImpactBps(true, 1_000n * unit, devPool)).toBe(99n)
    expect(priceImpactBps(true, 10_000n * unit, devPool)).toBe(908n)
  })

  it('levels: warn from 100 bps, danger from 500 bps', () => {
    expect(priceImpactLevel(99n)).toBe('none')
    expect(priceImpactLevel(100n)).toBe('warn')
    expect(priceImpactLevel(499n)).toBe('warn')
    expect(priceImpactLevel(500n)).toBe('danger')
  })

  it('a buy quote carries fee, out and minimum, and returns nothing to the pool', () => {
    const quote = quoteExactIn('buy', 100n * unit, devPool, 100n)
    expect(quote.fee).toBe(25n * 10n ** 16n)
    expect(quote.amountOut).toBe(getAmountOut(true, 100n * unit, devPool))
    expect(quote.poolOut).toBe(quote.amountOut)
    expect(quote.returnedToPool).toBe(0n)
    expect(quote.minimumReceived).toBe((quote.amountOut * 9_900n) / 10_000n)
  })
})

// Selling DPINE goes only through the order contract; its quote is what the seller receives.
describe('orderSaleSplit (VitaOrder: 10 % of the pool output back to the pool, rounded down)', () => {
  it('keeps 90 % for the seller and gives the rounding to the seller like the contract', () => {
    expect(orderSaleSplit(1000n)).toEqual({ sellerOut: 900n, returnedToPool: 100n })
    // 10 % of 19 is 1 (rounded down), so the seller gets 18, not 19·0.9 = 17.1 → 17.
    expect(orderSaleSplit(19n)).toEqual({ sellerOut: 18n, returnedToPool: 1n })
    expect(orderSaleSplit(0n)).toEqual({ sellerOut: 0n, returnedToPool: 0n })
  })
})

describe('quoteOrderSale (the /swap sell tab, /sell-currency and the API quote alike)', () => {
  const amount = 10_000n * unit

  it('a sell quote is the seller’s 90 % of the pool output, never the whole output', () => {
    const poolOut = getAmountOut(false, amount, devPool)
    const quote = quoteOrderSale(amount, devPool, 0n)
    expect(quote).toEqual({
      side: 'sell',
      amountIn: amount,
      amountOut: poolOut - poolOut / 10n,
      poolOut,
      returnedToPool: poolOut / 10n,
      fee: 25n * unit,
      priceImpactBps: priceImpactBps(false, amount, devPool),
      minimumReceived: poolOut - poolOut / 10n,
      price: 10n ** 16n,
    })
    expect(quoteExactIn('sell', amount, devPool, 0n)).toEqual(quote)
  })

  it('computes the minimum = seller share × (10000 − bps) / 10000 rounded down, in bigint', () => {
    const { amountOut } = quoteOrderSale(amount, devPool, 0n)
    expect(quoteOrderSale(amount, devPool, 50n).minimumReceived).toBe((amountOut * 9_950n) / 10_000n)
    expect(quoteOrderSale(amount, devPool, 100n).minimumReceived).toBe((amountOut * 9_900n) / 10_000n)
    // Small amounts round down, never up.
    expect(quoteOrderSale(1_000n, devPool, 33n).minimumReceived).toBe(
      (quoteOrderSale(1_000n, devPool, 0n).amountOut * 9_967n) / 10_000n,
    )
  })

  it('quotes zero against an empty pool', () => {
    const quote = quoteOrderSale(amount, { reserveUsdt: 0n, reserveDpine: 0n }, 50n)
    expect([quote.amountOut, quote.poolOut, quote.returnedToPool, quote.minimumReceived]).toEqual([
      0n,
      0n,
      0n,
      0n,
    ])
  })
})
