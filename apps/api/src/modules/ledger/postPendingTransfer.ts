import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { resolvePendingTransfer } from './resolvePendingTransfer'
import type { TransferResult } from './types'

export type PostPendingTransferParameters = { transferId: number }
export type PostPendingTransferReturnType = TransferResult
/** notFound (404), transferNotPending (409: it was voided). */
export type PostPendingTransferErrorType = DomainError

/**
 * Second phase, success (the withdrawal was confirmed on chain): the reserved amount leaves the debit
 * account (balance and pending_debits both drop, so availability is unchanged and it cannot fail) and
 * the two entries are appended. Posting an already posted transfer replays.
 */
export async function postPendingTransfer(
  db: Db,
  { transferId }: PostPendingTransferParameters,
): Promise<PostPendingTransferReturnType> {
  return resolvePendingTransfer(db, transferId, 'posted')
}
