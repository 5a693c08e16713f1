import type { Hex, TransactionReceipt } from 'viem'
import type { WithdrawalRow } from '../schema'
import type { PayoutContext } from './payoutContext'
import { completeWithdrawal, failWithdrawal } from './resolvePayout'
import { sendPayout } from './sendPayout'

export type SettlePayoutReturnType = 'completed' | 'failed' | 'unconfirmed' | 'unmined'

async function receiptOf(context: PayoutContext, hash: Hex): Promise<TransactionReceipt | null> {
  try {
    return await context.client.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null
    throw error
  }
}

/**
 * broadcast → completed | failed, from the chain's answer about the stored transaction:
 * - a receipt with enough confirmations: success completes (ledger posted), a revert fails (refund);
 * - no receipt while the hot wallet's mined nonce has passed ours: another transaction took the nonce,
 *   ours can never be mined, so it fails (refund);
 * - no receipt otherwise: the same signed transaction is sent again (a crash before the first send, or a
 *   node that dropped it) — never a new one.
 */
export async function settlePayout(
  context: PayoutContext,
  row: WithdrawalRow,
  latestBlock: bigint,
): Promise<SettlePayoutReturnType> {
  if (!row.txHash || !row.rawTx || row.nonce === null)
    throw new Error(`payout ${row.id}: broadcast without a stored transaction`)
  const hash = row.txHash as Hex
  let receipt = await receiptOf(context, hash)
  if (!receipt) {
    const minedNonce = await context.client.getTransactionCount({
      address: context.account.address,
      blockTag: 'latest',
    })
    if (minedNonce > row.nonce) {
      // Our nonce is used; look once more in case our own transaction was mined in between.
      receipt = await receiptOf(context, hash)
      if (!receipt) {
        context.logger.error(
          { withdrawalId: row.id, txHash: hash },
          'payout: transaction dropped, nonce used by another',
        )
        return (await failWithdrawal(context.db, row.id, 'broadcast', 'transaction dropped'))
          ? 'failed'
          : 'unmined'
      }
    } else {
      await sendPayout(context, { id: row.id, rawTx: row.rawTx })
      return 'unmined'
    }
  }
  if (latestBlock - receipt.blockNumber + 1n < BigInt(context.confirmations)) return 'unconfirmed'
  if (receipt.status === 'success') {
    return (await completeWithdrawal(context.db, row.id)) ? 'completed' : 'unconfirmed'
  }
  context.logger.error({ withdrawalId: row.id, txHash: hash }, 'payout: transaction reverted')
  return (await failWithdrawal(context.db, row.id, 'broadcast', 'transaction reverted'))
    ? 'failed'
    : 'unconfirmed'
}
