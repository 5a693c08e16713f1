import type { Hex } from 'viem'
import { waitForOperatorTx } from '../../../platform/chain'
import { settleBatch, type SettleBatchReturnType } from './settleBatch'
import type { WhitelistContext } from './whitelistContext'

export type WaitForBatchReturnType = SettleBatchReturnType | 'pending'

/**
 * Waits (bounded) for a just-sent batch's receipt with the configured confirmations and settles it.
 * On timeout the batch stays 'sent' and the next run resolves it from its hash.
 */
export async function waitForBatch(context: WhitelistContext, txHash: Hex): Promise<WaitForBatchReturnType> {
  const receipt = await waitForOperatorTx(context, txHash)
  return receipt ? settleBatch(context, txHash, receipt) : 'pending'
}
