import type { Hash, TransactionReceipt } from 'viem'
import type { Config } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { TradeError } from './txError'

/** Spec §9: one confirmation, 60 s timeout. */
export const CONFIRMATIONS = 1
export const RECEIPT_TIMEOUT_MS = 60_000
const RECEIPT_POLL_MS = 1_000

/** Waits for the receipt; a reverted receipt or a timeout becomes a TradeError. */
export async function waitForTrade(
  config: Config,
  hash: Hash,
  timeout = RECEIPT_TIMEOUT_MS,
): Promise<TransactionReceipt> {
  let receipt: TransactionReceipt
  try {
    receipt = await waitForTransactionReceipt(config, {
      hash,
      confirmations: CONFIRMATIONS,
      timeout,
      pollingInterval: RECEIPT_POLL_MS,
    })
  } catch (cause) {
    const name = (cause as { name?: unknown } | null)?.name
    if (name === 'WaitForTransactionReceiptTimeoutError') throw new TradeError('timeout', { cause })
    throw cause
  }
  if (receipt.status !== 'success') throw new TradeError('receiptReverted')
  return receipt
}
