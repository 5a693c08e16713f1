import { SWAP_FEE_BPS } from '@vita/shared'

const BPS = 10_000n
const PRICE_SCALE = 10n ** 18n

export type QuoteExactInParameters = {
  side: 'buy' | 'sell'
  amountIn: bigint
  slippageBps: number
  reserveUsdt: bigint
  reserveDpine: bigint
}

export type QuoteExactInReturnType = {
  amountOut: bigint
  fee: bigint
  priceImpactBps: number
  minimumReceived: bigint
  /** Spot price before the trade, USDT per DPINE ×1e18. */
  price: bigint
}

/**
 * The pool's exact-in output (DpinePool.getAmountOut: constant product, 25 bps fee on the input),
 * computed locally from the reserves so a quote costs no RPC call beyond the cached reserves.
 * Buy spends USDT, sell spends DPINE.
 */
export function quoteExactIn({
  side,
  amountIn,
  slippageBps,
  reserveUsdt,
  reserveDpine,
}: QuoteExactInParameters): QuoteExactInReturnType {
  const [reserveIn, reserveOut] = side === 'buy' ? [reserveUsdt, reserveDpine] : [reserveDpine, reserveUsdt]
  const price = reserveDpine === 0n ? 0n : (reserveUsdt * PRICE_SCALE) / reserveDpine
  const fee = (amountIn * SWAP_FEE_BPS) / BPS
  if (reserveIn === 0n || reserveOut === 0n || amountIn === 0n) {
    return { amountOut: 0n, fee, priceImpactBps: 0, minimumReceived: 0n, price }
  }
  const amountInAfterFee = amountIn * (BPS - SWAP_FEE_BPS)
  const amountOut = (amountInAfterFee * reserveOut) / (reserveIn * BPS + amountInAfterFee)
  // Impact excludes the fee: the output at the spot price for the post-fee input vs the curve's.
  const spotOut = (amountInAfterFee * reserveOut) / (reserveIn * BPS)
  const priceImpactBps = spotOut === 0n ? 0 : Number(((spotOut - amountOut) * BPS) / spotOut)
  const minimumReceived = (amountOut * (BPS - BigInt(slippageBps))) / BPS
  return { amountOut, fee, priceImpactBps, minimumReceived, price }
}
