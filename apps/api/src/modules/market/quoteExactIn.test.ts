import { describe, expect, it } from 'vitest'
import { quoteExactIn } from './quoteExactIn'

const E18 = 10n ** 18n
const reserves = { reserveUsdt: 100_000n * E18, reserveDpine: 10_000_000n * E18 }

/** DpinePool.getAmountOut, transcribed: the quote must match the contract to the wei. */
function contractAmountOut(reserveIn: bigint, reserveOut: bigint, amountIn: bigint): bigint {
  const inAfterFee = amountIn * 9_975n
  return (inAfterFee * reserveOut) / (reserveIn * 10_000n + inAfterFee)
}

describe('quoteExactIn', () => {
  it('matches the pool formula for buys and sells, with the 25 bps fee', () => {
    const buy = quoteExactIn({ side: 'buy', amountIn: 100n * E18, slippageBps: 0, ...reserves })
    expect(buy.amountOut).toBe(contractAmountOut(reserves.reserveUsdt, reserves.reserveDpine, 100n * E18))
    expect(buy.fee).toBe((100n * E18 * 25n) / 10_000n)
    expect(buy.price).toBe(10n ** 16n)
    const sell = quoteExactIn({ side: 'sell', amountIn: 5_000n * E18, slippageBps: 0, ...reserves })
    expect(sell.amountOut).toBe(contractAmountOut(reserves.reserveDpine, reserves.reserveUsdt, 5_000n * E18))
  })

  it('reports price impact and the minimum received for a slippage', () => {
    const small = quoteExactIn({ side: 'buy', amountIn: 10n * E18, slippageBps: 50, ...reserves })
    const large = quoteExactIn({ side: 'buy', amountIn: 10_000n * E18, slippageBps: 50, ...reserves })
    expect(small.priceImpactBps).toBe(0)
    // 10% of the USDT reserve moves the price by ~9%.
    expect(large.priceImpactBps).toBeGreaterThan(850)
    expect(large.priceImpactBps).toBeLessThan(950)
    expect(large.minimumReceived).toBe((large.amountOut * 9_950n) / 10_000n)
  })

  it('quotes zero against an empty pool', () => {
    const quote = quoteExactIn({
      side: 'buy',
      amountIn: E18,
      slippageBps: 0,
      reserveUsdt: 0n,
      reserveDpine: 0n,
    })
    expect(quote).toMatchObject({ amountOut: 0n, minimumReceived: 0n, price: 0n })
  })
})
