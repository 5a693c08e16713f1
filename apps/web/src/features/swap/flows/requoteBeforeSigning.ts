import { quoteExactIn, type SwapQuote } from '@vita/shared/pool'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { chainStep } from '../../../platform/chain/chainError'
import { getPoolReserves } from '../api/getPoolReserves'
import { QuoteMovedError } from '../quoteMovedError'

/** Whether the fresh quote still pays at least the minimum the member confirmed (the bound sent on chain). */
export function quoteStillHolds(confirmed: SwapQuote, fresh: SwapQuote): boolean {
  return fresh.amountOut >= confirmed.minimumReceived
}

/**
 * Reads the pool again right before the wallet signs and quotes the same trade on it. A price that
 * moved past the confirmed minimum stops here with QuoteMovedError (its own message, nothing signed)
 * rather than as a revert, which a node may not decode. The confirmed minimum stays the bound sent:
 * a better price never lowers what the member agreed to.
 */
export async function requoteBeforeSigning(
  config: Config,
  pool: Address,
  confirmed: SwapQuote,
): Promise<SwapQuote> {
  const reserves = await chainStep('contractCallFailed', () => getPoolReserves(config, pool))
  const fresh = quoteExactIn(confirmed.side, confirmed.amountIn, reserves, 0n)
  if (!quoteStillHolds(confirmed, fresh)) throw new QuoteMovedError(confirmed, fresh)
  return fresh
}
