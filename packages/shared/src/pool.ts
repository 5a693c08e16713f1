/**
 * The DPINE/USDT pool's maths, once for the API and the web app: the exact integer arithmetic of
 * DpinePool.getAmountOut (constant product, 25 bps fee on the input, rounded down), spot price,
 * price impact and minimum received, and the order contract's sale (VitaOrder: the pool output,
 * then 10% returned to the pool), the only way DPINE is sold. pool.test.ts checks it against
 * reference models; contracts/test/sharedModels.test.ts against the deployed contracts.
 */
import { BPS, SELL_RETURN_TO_POOL_BPS, SWAP_FEE_BPS } from './constants'

/** Prices are USDT per DPINE scaled by 1e18. */
export const PRICE_SCALE = 10n ** 18n
/** Accounting's default window for the order price (the pool's time-weighted average). */
export const DEFAULT_TWAP_WINDOW_SECONDS = 1800

export type SwapSide = 'buy' | 'sell'
export type PoolReserves = { reserveUsdt: bigint; reserveDpine: bigint }

type QuoteFields = {
  amountIn: bigint
  /**
   * What the trader receives: a buy's pool output, or a sale's USDT paid to the seller by the
   * order contract (the pool output minus the part returned to the pool).
   */
  amountOut: bigint
  /** DpinePool.getAmountOut: the pool's output (for a sale, before the return to the pool). */
  poolOut: bigint
  /** USDT the order contract donates back to the pool on a sale (10%, rounded down); 0 for a buy. */
  returnedToPool: bigint
  /** Fee kept by the pool, in the input token (DpinePool._feeOf). */
  fee: bigint
  /** How much worse than the spot price the trade executes, fee excluded, in bps (rounded up). */
  priceImpactBps: bigint
  minimumReceived: bigint
  /** Spot price before the trade, USDT per DPINE ×1e18 (0 for an empty pool). */
  price: bigint
}
/** A buy on the pool: USDT in, DPINE out. */
export type BuyQuote = QuoteFields & { side: 'buy' }
/** A sale through the order contract: DPINE in, the seller's USDT out. */
export type SaleQuote = QuoteFields & { side: 'sell' }
export type SwapQuote = BuyQuote | SaleQuote

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

/**
 * VitaOrder's split of a sale's pool output: SELL_RETURN_TO_POOL_BPS (10%, rounded down) is donated
 * back to the pool and the seller gets the rest, so the rounding favours the seller.
 */
export function orderSaleSplit(poolOut: bigint): { sellerOut: bigint; returnedToPool: bigint } {
  const returnedToPool = (poolOut * SELL_RETURN_TO_POOL_BPS) / BPS
  return { sellerOut: poolOut - returnedToPool, returnedToPool }
}

/**
 * A sale through the order contract (VitaOrder.sellDPINEWithMinimum), the only way to sell DPINE:
 * the pool swaps `amountIn` DPINE, 10% of the USDT goes back to the pool, the seller receives the
 * rest (`amountOut`). `minimumReceived` is the call's minUsdtOut: the seller's share less the slippage.
 */
export function quoteOrderSale(amountIn: bigint, reserves: PoolReserves, slippageBps: bigint): SaleQuote {
  const poolOut = getAmountOut(false, amountIn, reserves)
  const { sellerOut, returnedToPool } = orderSaleSplit(poolOut)
  return {
    side: 'sell',
    amountIn,
    amountOut: sellerOut,
    poolOut,
    returnedToPool,
    fee: swapFee(amountIn),
    priceImpactBps: priceImpactBps(false, amountIn, reserves),
    minimumReceived: minimumReceived(sellerOut, slippageBps),
    price: spotPrice(reserves),
  }
}

/**
 * The exact-in quote the contracts will honour for these reserves: a buy spends USDT on the pool,
 * a sale spends DPINE through the order contract (quoteOrderSale). One function for every screen.
 */
export function quoteExactIn(
  side: SwapSide,
  amountIn: bigint,
  reserves: PoolReserves,
  slippageBps: bigint,
): SwapQuote {
  if (side === 'sell') return quoteOrderSale(amountIn, reserves, slippageBps)
  const amountOut = getAmountOut(true, amountIn, reserves)
  return {
    side: 'buy',
    amountIn,
    amountOut,
    poolOut: amountOut,
    returnedToPool: 0n,
    fee: swapFee(amountIn),
    priceImpactBps: priceImpactBps(true, amountIn, reserves),
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
