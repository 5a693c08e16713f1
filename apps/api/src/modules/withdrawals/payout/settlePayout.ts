import { eq } from 'drizzle-orm'
import type { Hex, TransactionReceipt } from 'viem'
import { type ReplacedPayoutTx, withdrawals, type WithdrawalRow } from '../tables'
import { bumpPayout } from './bumpPayout'
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

/** The receipt of whichever version of the payout was mined (current first), if any. */
async function minedVersion(
  context: PayoutContext,
  row: WithdrawalRow,
): Promise<{ receipt: TransactionReceipt; version: ReplacedPayoutTx } | undefined> {
  const versions: ReplacedPayoutTx[] = [
    { txHash: row.txHash as string, rawTx: row.rawTx as string },
    ...[...row.replacedTxs].reverse(),
  ]
  for (const version of versions) {
    const receipt = await receiptOf(context, version.txHash as Hex)
    if (receipt) return { receipt, version }
  }
  return undefined
}

/**
 * broadcast → completed | failed, from the chain's answer about the stored transaction (any of its
 * versions, when it was replaced at a higher gas price):
 * - a receipt with enough confirmations: success completes (ledger posted, tx_hash = the mined one),
 *   a revert fails (refund);
 * - no receipt while the hot wallet's mined nonce has passed ours: another transaction took the nonce,
 *   none of ours can ever be mined, so it fails (refund);
 * - no receipt otherwise: unmined for `bumpAfterMs` since signing → replaced at a higher gas price
 *   (bumpPayout.ts); else the same signed transaction is sent again (a crash before the first send, or a
 *   node that dropped it) — never a new payout.
 */
export async function settlePayout(
  context: PayoutContext,
  readRow: WithdrawalRow,
  latestBlock: bigint,
  now: Date = new Date(),
): Promise<SettlePayoutReturnType> {
  let row = readRow
  if (!row.txHash || !row.rawTx || row.nonce === null)
    throw new Error(`payout ${row.id}: broadcast without a stored transaction`)
  let mined = await minedVersion(context, row)
  if (!mined) {
    const minedNonce = await context.client.getTransactionCount({
      address: context.account.address,
      blockTag: 'latest',
    })
    if (minedNonce > row.nonce) {
      // Our nonce is used. Look once more, at the row as it is now: another runner may have replaced
      // the transaction since we read it, and every version is stored before it is sent (so before it
      // can be mined), so the fresh row lists whichever version took the nonce.
      const [fresh] = await context.db.select().from(withdrawals).where(eq(withdrawals.id, row.id))
      if (fresh?.status !== 'broadcast') return 'unmined'
      row = fresh
      mined = await minedVersion(context, row)
      if (!mined) {
        context.logger.error(
          { withdrawalId: row.id, txHash: row.txHash },
          'payout: transaction dropped, nonce used by another',
        )
        return (await failWithdrawal(context.db, row.id, 'broadcast', 'transaction dropped'))
          ? 'failed'
          : 'unmined'
      }
    } else {
      if (now.getTime() - row.updatedAt.getTime() >= context.bumpAfterMs) {
        if ((await bumpPayout(context, row)) === 'replaced') return 'unmined'
      }
      await sendPayout(context, { id: row.id, rawTx: row.rawTx })
      return 'unmined'
    }
  }
  const { receipt, version } = mined
  if (latestBlock - receipt.blockNumber + 1n < BigInt(context.confirmations)) return 'unconfirmed'
  if (receipt.status === 'success') {
    return (await completeWithdrawal(context.db, row.id, version)) ? 'completed' : 'unconfirmed'
  }
  context.logger.error({ withdrawalId: row.id, txHash: version.txHash }, 'payout: transaction reverted')
  return (await failWithdrawal(context.db, row.id, 'broadcast', 'transaction reverted'))
    ? 'failed'
    : 'unconfirmed'
}
