/**
 * The DPINE/USDT pool's maths, once for the API and the web app: the exact integer arithmetic of
 * DpinePool.getAmountOut (constant product, 25 bps fee on the input, rounded down), spot price,
 * price impact and minimum received. pool.test.ts checks it against the contracts' reference model.
 */
import { SWAP_FEE_BPS } from './constants'

const BPS = 10_000n
/** Prices are USDT per DPINE scaled by 1e18. */
export const PRICE_SCALE = 10n ** 18n

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
  /** Spot price before the trade, USDT per DPINE ×1e18 (0 for an empty pool). */
  price: bigint
}

const reservesFor = (usdtIn: boolean, reserves: PoolReserves) =>
  usdtIn ? [reserves.reserveUsdt, reserves.reserveDpine] : [reserves.reserveDpine, reserves.reserveUsdt]

/** DpinePool.getAmountOut: zero when a reserve is empty. */
export function getAmountOut(usdtIn: boolean, amountIn: bigint, reserves: PoolReserves): bigint {
  const [reserveIn = 0n, reserveOut = 0n] = reservesFor(usdtIn, reserves)
  if (reserveIn === 0n || reserveOut === 0n) return 0n
  const amountInAfterFee = amountIn * (BPS - SWAP_FEE_BPS)
  return (amountInAfterFee * reserveOut) / (reserveIn * BPS + amountInAfterFee)
}

/** DpinePool.price: USDT per DPINE ×1e18, or 0 for an empty pool. */
export function spotPrice(reserves: PoolReserves): bigint {
  if (reserves.reserveUsdt === 0n || reserves.reserveDpine === 0n) return 0n
  return (reserves.reserveUsdt * PRICE_SCALE) / reserves.reserveDpine
}

/**
 * Price impact without the fee, in bps, rounded up so a real impact never shows as zero. At spot the
 * after-fee input would buy afterFee·rOut/(rIn·BPS); the curve gives afterFee·rOut/(rIn·BPS + afterFee),
 * so the shortfall is afterFee / (rIn·BPS + afterFee).
 */
export function priceImpactBps(usdtIn: boolean, amountIn: bigint, reserves: PoolReserves): bigint {
  const [reserveIn = 0n, reserveOut = 0n] = reservesFor(usdtIn, reserves)
  if (reserveIn === 0n || reserveOut === 0n || amountIn === 0n) return 0n
  const afterFee = amountIn * (BPS - SWAP_FEE_BPS)
  const numerator = afterFee * BPS
  const denominator = reserveIn * BPS + afterFee
  return (numerator + denominator - 1n) / denominator
}

/** Least output accepted on chain: out × (10000 − slippage) / 10000, rounded down; slippage clamped to 0–10000. */
export function minimumReceived(amountOut: bigint, slippageBps: bigint): bigint {
  const bps = slippageBps < 0n ? 0n : slippageBps > BPS ? BPS : slippageBps
  return (amountOut * (BPS - bps)) / BPS
}

/** DpinePool._feeOf: the fee on an input amount, rounded down. */
export function swapFee(amountIn: bigint): bigint {
  return (amountIn * SWAP_FEE_BPS) / BPS
}

/** The exact-in quote the pool will honour for these reserves. Buy spends USDT, sell spends DPINE. */
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
    price: spotPrice(reserves),
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
