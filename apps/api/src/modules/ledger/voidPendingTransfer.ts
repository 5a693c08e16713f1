import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { resolvePendingTransfer } from './resolvePendingTransfer'
import type { TransferResult } from './types'

export type VoidPendingTransferParameters = { transferId: number }
export type VoidPendingTransferReturnType = TransferResult
/** notFound (404), transferNotPending (409: it was posted). */
export type VoidPendingTransferErrorType = DomainError

/**
 * Second phase, failure (the withdrawal failed or was rejected): the reservation is released and no
 * entry is written, since no money moved. Voiding an already voided transfer replays.
 */
export async function voidPendingTransfer(
  db: Db,
  { transferId }: VoidPendingTransferParameters,
): Promise<VoidPendingTransferReturnType> {
  return resolvePendingTransfer(db, transferId, 'voided')
}
