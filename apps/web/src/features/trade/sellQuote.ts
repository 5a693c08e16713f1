/**
 * Quote for /sell-currency (VitaOrder.sellDPINEWithMinimum): the pool swap output, the seller's share
 * after the 10 % returned to the pool, and the on-chain minimum for that share under the swap
 * screen's slippage setting. Integer math only, mirroring the contracts' rounding.
 */
import { SELL_RETURN_TO_POOL_BPS } from '@vita/shared/constants'
import { getAmountOut, minimumReceived, type PoolReserves } from '@vita/shared/pool'

const BPS = 10_000n

export type SellQuote = {
  amountIn: bigint
  /** DpinePool.getAmountOut(false, amountIn). */
  swapped: bigint
  /** USDT paid to the seller: swapped minus the 10 % donated back (VitaOrder's rounding). */
  expectedOut: bigint
  /** `minUsdtOut` for sellDPINEWithMinimum: expectedOut × (10000 − slippage) / 10000, rounded down. */
  minUsdtOut: bigint
}

/** The seller's share of a swap output, as VitaOrder computes it (the donation rounds down). */
export function sellerShare(swapped: bigint): bigint {
  return swapped - (swapped * SELL_RETURN_TO_POOL_BPS) / BPS
}

export function quoteSell(amountIn: bigint, reserves: PoolReserves, slippageBps: bigint): SellQuote {
  const swapped = getAmountOut(false, amountIn, reserves)
  const expectedOut = sellerShare(swapped)
  return { amountIn, swapped, expectedOut, minUsdtOut: minimumReceived(expectedOut, slippageBps) }
}
