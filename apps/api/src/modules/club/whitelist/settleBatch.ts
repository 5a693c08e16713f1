import type { Hex, TransactionReceipt } from 'viem'
import { markWhitelisted, requeueWallets } from './requeueWallets'
import type { WhitelistContext } from './whitelistContext'

export type SettleBatchReturnType = 'whitelisted' | 'reverted'

/**
 * A mined whitelistBatch: success → its wallets are whitelisted; revert → back to 'queued' (the next
 * send checks each wallet alone, so one bad entry cannot keep the rest out).
 */
export async function settleBatch(
  context: WhitelistContext,
  txHash: Hex,
  receipt: Pick<TransactionReceipt, 'status'>,
): Promise<SettleBatchReturnType> {
  if (receipt.status === 'success') {
    await markWhitelisted(context.db, { txHash, from: 'sent' })
    return 'whitelisted'
  }
  context.logger.warn({ txHash }, 'whitelist: batch reverted, requeued')
  await requeueWallets(context.db, { txHash, from: 'sent' }, `whitelistBatch ${txHash} reverted`)
  return 'reverted'
}
