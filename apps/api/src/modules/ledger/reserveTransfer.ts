import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { insertTransfer, validateTransferInput } from './insertTransfer'
import type { PostTransferParameters } from './postTransfer'
import type { TransferResult } from './types'

export type ReserveTransferParameters = PostTransferParameters
export type ReserveTransferReturnType = TransferResult
/** insufficientBalance (400), idempotencyMismatch (409), invalidParams (400). */
export type ReserveTransferErrorType = DomainError

/**
 * First phase of a two-phase transfer (withdrawals): records a pending transfer and reserves the amount
 * on the debit account (pending_debits), so it can no longer be spent; balances and entries are untouched
 * until postPendingTransfer, or the reservation is released by voidPendingTransfer.
 */
export async function reserveTransfer(
  db: Db,
  parameters: ReserveTransferParameters,
): Promise<ReserveTransferReturnType> {
  validateTransferInput(parameters)
  return insertTransfer(db, {
    ...parameters,
    request: { operation: 'reserve' },
    status: 'pending',
    reference: parameters.reference,
    memo: parameters.memo,
    reversesTransferId: undefined,
  })
}
