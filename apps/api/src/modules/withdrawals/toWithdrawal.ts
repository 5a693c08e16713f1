import type { Withdrawal } from '@vita/shared'
import type { Address } from 'viem'
import type { WithdrawalRow } from './tables'

/** A withdrawals row as the API shows it (the signed transaction and nonce stay inside). */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    currency: row.currency,
    amount: row.amount.toString(),
    fee: row.fee.toString(),
    netAmount: row.netAmount.toString(),
    address: row.address as Address,
    note: row.note,
    status: row.status,
    txHash: row.status === 'pending' ? null : row.txHash,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
