import { WaitForTransactionReceiptTimeoutError, type Hex } from 'viem'
import { settleBatch, type SettleBatchReturnType } from './settleBatch'
import type { WhitelistContext } from './whitelistContext'

export type WaitForBatchReturnType = SettleBatchReturnType | 'pending'

/**
 * Waits (bounded) for a just-sent batch's receipt with the configured confirmations and settles it.
 * On timeout the batch stays 'sent' and the next run resolves it from its hash.
 */
export async function waitForBatch(context: WhitelistContext, txHash: Hex): Promise<WaitForBatchReturnType> {
  try {
    const receipt = await context.client.waitForTransactionReceipt({
      hash: txHash,
      confirmations: context.confirmations,
      timeout: context.receiptTimeoutMs,
    })
    return await settleBatch(context, txHash, receipt)
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) return 'pending'
    throw error
  }
}
