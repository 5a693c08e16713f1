/** Why the swap form cannot be sent yet; each is a `swap.<problem>` text. */
import type { SwapQuote, SwapSide } from '@vita/shared/pool'

export type SwapProblem = 'usdtEmpty' | 'enterAmount' | 'invalidAmount' | 'insufficient' | 'poolEmpty'

export function swapProblem({
  side,
  amountText,
  amountIn,
  balanceIn,
  quote,
}: {
  side: SwapSide
  amountText: string
  /** The typed amount in base units; null when it does not parse. */
  amountIn: bigint | null
  /** The wallet's balance of the token paid; undefined while unknown. */
  balanceIn: bigint | undefined
  quote: SwapQuote | null
}): SwapProblem | null {
  // Spec §8 names the empty buy amount (USDT数量不能为空); an empty sell gets the generic prompt.
  if (amountText.trim() === '') return side === 'buy' ? 'usdtEmpty' : 'enterAmount'
  if (amountIn === null || amountIn === 0n) return 'invalidAmount'
  if (balanceIn !== undefined && amountIn > balanceIn) return 'insufficient'
  if (quote && quote.amountOut === 0n) return 'poolEmpty'
  return null
}
