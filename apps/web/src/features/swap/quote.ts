/**
 * Exact-in swap quotes computed from the pool's reserves with the contract's own integer math
 * (DpinePool.getAmountOut): a 25 bps fee on the input, constant product, rounded down.
 */
import { SWAP_FEE_BPS } from '@vita/shared/constants'

const BPS = 10_000n
const PRICE_SCALE = 10n ** 18n

export type SwapSide = 'buy' | 'sell'
export type PoolReserves = { reserveUsdt: bigint; reserveDpine: bigint }

export type SwapQuote = {
  side: SwapSide
  amountIn: bigint
  amountOut: bigint
  /** Fee kept by the pool, in the input token (DpinePool._feeOf). */
  fee: bigint
  /** How much worse than the spot price the trade executes, fee excluded, in bps (rounded up). */
  priceImpactBps: bigint
  minimumReceived: bigint
}

/** Port of DpinePool.getAmountOut: zero when a reserve is empty. */
export function getAmountOut(usdtIn: boolean, amountIn: bigint, reserves: PoolReserves): bigint {
  const [reserveIn, reserveOut] = usdtIn
    ? [reserves.reserveUsdt, reserves.reserveDpine]
    : [reserves.reserveDpine, reserves.reserveUsdt]
  if (reserveIn === 0n || reserveOut === 0n) return 0n
  const amountInAfterFee = amountIn * (BPS - SWAP_FEE_BPS)
  return (amountInAfterFee * reserveOut) / (reserveIn * BPS + amountInAfterFee)
}

/** Spot price, USDT per DPINE ×1e18 (DpinePool.price), or 0 for an empty pool. */
export function spotPrice(reserves: PoolReserves): bigint {
  if (reserves.reserveUsdt === 0n || reserves.reserveDpine === 0n) return 0n
  return (reserves.reserveUsdt * PRICE_SCALE) / reserves.reserveDpine
}

/**
 * Price impact without the fee: the constant-product output of the after-fee input at spot would be
 * amountInAfterFee × reserveOut / reserveIn; impact is the shortfall against that, in bps, rounded up
 * so a tiny impact never shows as zero when there is one.
 */
export function priceImpactBps(usdtIn: boolean, amountIn: bigint, reserves: PoolReserves): bigint {
  const [reserveIn, reserveOut] = usdtIn
    ? [reserves.reserveUsdt, reserves.reserveDpine]
    : [reserves.reserveDpine, reserves.reserveUsdt]
  if (reserveIn === 0n || reserveOut === 0n || amountIn === 0n) return 0n
  const afterFee = amountIn * (BPS - SWAP_FEE_BPS)
  // ideal = afterFee·rOut/(rIn·BPS), actual = afterFee·rOut/(rIn·BPS + afterFee);
  // 1 − actual/ideal = afterFee / (rIn·BPS + afterFee).
  const numerator = afterFee * BPS
  const denominator = reserveIn * BPS + afterFee
  return (numerator + denominator - 1n) / denominator
}

/** Least output accepted on chain: out × (10000 − slippage) / 10000, rounded down. */
export function minimumReceived(amountOut: bigint, slippageBps: bigint): bigint {
  const bps = slippageBps < 0n ? 0n : slippageBps > BPS ? BPS : slippageBps
  return (amountOut * (BPS - bps)) / BPS
}

export function swapFee(amountIn: bigint): bigint {
  return (amountIn * SWAP_FEE_BPS) / BPS
}

export function quoteExactIn(
  side: SwapSide,
  amountIn: bigint,
  reserves: PoolReserves,
  slippageBps: bigint,
): SwapQuote {
  const usdtIn = side === 'buy'
  const amountOut = getAmountOut(usdtIn, amountIn, reserves)
  return {
    side,
    amountIn,
    amountOut,
    fee: swapFee(amountIn),
    priceImpactBps: priceImpactBps(usdtIn, amountIn, reserves),
    minimumReceived: minimumReceived(amountOut, slippageBps),
  }
}

export type PriceImpactLevel = 'none' | 'warn' | 'danger'
export const PRICE_IMPACT_WARN_BPS = 100n
export const PRICE_IMPACT_DANGER_BPS = 500n

export function priceImpactLevel(bps: bigint): PriceImpactLevel {
  if (bps >= PRICE_IMPACT_DANGER_BPS) return 'danger'
  if (bps >= PRICE_IMPACT_WARN_BPS) return 'warn'
  return 'none'
}

/** Basis points as a percentage text ("125" → "1.25"), integer math only. */
export function formatBps(bps: bigint): string {
  const negative = bps < 0n
  const abs = negative ? -bps : bps
  const fraction = (abs % 100n).toString().padStart(2, '0').replace(/0+$/, '')
  const text = fraction ? `${abs / 100n}.${fraction}` : `${abs / 100n}`
  return negative ? `-${text}` : text
}
