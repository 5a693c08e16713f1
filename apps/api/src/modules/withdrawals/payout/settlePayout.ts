import type { Address, Hex, TransactionReceipt } from 'viem'
import type { ReplacedPayoutTx, WithdrawalRow } from '../tables'
import { bumpPayout } from './bumpPayout'
import type { PayoutContext } from './payoutContext'
import { payoutVersions } from './payoutVersions'
import { receiptOf } from './receiptOf'
import { sendPayout } from './sendPayout'
import { settleMinedPayout } from './settleMinedPayout'
import { settleTakenNonce } from './settleTakenNonce'

export type SettlePayoutReturnType = 'completed' | 'failed' | 'unconfirmed' | 'unmined' | 'parked'

/** The receipt of whichever version of the payout was mined (current first), if any. */
async function minedVersion(
  context: PayoutContext,
  row: WithdrawalRow,
): Promise<{ receipt: TransactionReceipt; version: ReplacedPayoutTx } | undefined> {
  for (const version of payoutVersions(row)) {
    const receipt = await receiptOf(context.client, version.txHash as Hex)
    if (receipt) return { receipt, version }
  }
  return undefined
}

/**
 * broadcast → completed | failed | parked, from the chain's answer about the stored transaction (any of
 * its versions, when it was replaced at a higher gas price):
 * - a receipt with enough confirmations: success completes (ledger posted, tx_hash = the mined one),
 *   a revert fails (refund);
 * - no receipt while the hot wallet's mined nonce has passed ours: never refunded on that alone — the
 *   receipt may just lag the nonce. settleTakenNonce.ts proves on one endpoint which transaction took
 *   the nonce (ours → settled by its receipt; another → refund) or parks the payout for the operator;
 * - no receipt otherwise: unmined for `bumpAfterMs` since signing → replaced at a higher gas price
 *   (bumpPayout.ts); else the same signed transaction is sent again (a crash before the first send, or a
 *   node that dropped it) — never a new payout.
 */
export async function settlePayout(
  context: PayoutContext,
  row: WithdrawalRow,
  latestBlock: bigint,
  now: Date = new Date(),
): Promise<SettlePayoutReturnType> {
  if (!row.txHash || !row.rawTx || row.nonce === null)
    throw new Error(`payout ${row.id}: broadcast without a stored transaction`)
  const mined = await minedVersion(context, row)
  if (mined) return settleMinedPayout(context, row, mined, latestBlock)
  const minedCount = await context.client.getTransactionCount({
    address: (row.hotWallet ?? context.account.address) as Address,
    blockTag: 'latest',
  })
  if (minedCount > row.nonce) return settleTakenNonce(context, row, minedCount)
  if (now.getTime() - row.updatedAt.getTime() >= context.bumpAfterMs) {
    if ((await bumpPayout(context, row)) === 'replaced') return 'unmined'
  }
  await sendPayout(context, { id: row.id, rawTx: row.rawTx })
  return 'unmined'
}
