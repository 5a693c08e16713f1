import type { Hash } from 'viem'
import type { Config } from 'wagmi'
import { TradeError } from './txError'
import { waitForTrade } from './waitForTrade'

/** Waits for a tracked transaction; it stays stored only when the wait timed out (still unknown). */
export async function awaitTracked(config: Config, hash: Hash, settle: (hash: Hash) => void) {
  try {
    const receipt = await waitForTrade(config, hash)
    settle(hash)
    return receipt
  } catch (error) {
    if (!(error instanceof TradeError && error.reason === 'timeout')) settle(hash)
    throw error
  }
}
