import type { TransactionReceipt } from 'viem'
import type { ReplacedPayoutTx, WithdrawalRow } from '../tables'
import type { PayoutContext } from './payoutContext'
import { completeWithdrawal, failWithdrawal } from './resolvePayout'

export type SettleMinedPayoutReturnType = 'completed' | 'failed' | 'unconfirmed'

/**
 * A receipt of one of the payout's versions: with enough confirmations (counted from `latestBlock`,
 * read on the endpoint the receipt came from), success completes the withdrawal (ledger posted, tx_hash
 * = the mined version) and a revert fails it (refund).
 */
export async function settleMinedPayout(
  context: PayoutContext,
  row: WithdrawalRow,
  mined: { receipt: TransactionReceipt; version: ReplacedPayoutTx },
  latestBlock: bigint,
): Promise<SettleMinedPayoutReturnType> {
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
