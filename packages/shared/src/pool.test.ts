import { describe, expect, it } from 'vitest'
import {
  getAmountOut,
  minimumReceived,
  priceImpactBps,
  priceImpactLevel,
  quoteExactIn,
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

  it('a buy quote carries fee, out and minimum', () => {
    const quote = quoteExactIn('buy', 100n * unit, devPool, 100n)
    expect(quote.fee).toBe(25n * 10n ** 16n)
    expect(quote.amountOut).toBe(getAmountOut(true, 100n * unit, devPool))
    expect(quote.minimumReceived).toBe((quote.amountOut * 9_900n) / 10_000n)
  })
})
