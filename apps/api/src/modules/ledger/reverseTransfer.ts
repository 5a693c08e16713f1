import type { Db } from '../../platform/db/client'
import { conflict, type DomainError, notFound } from '../../platform/http/domainError'
import { insertTransfer, validateTransferInput } from './insertTransfer'
import { requestHash } from './requestHash'
import { loadTransferRow, mapTransfer } from './transferRow'
import type { TransferResult } from './types'

export type ReverseTransferParameters = { transferId: number; idempotencyKey: string; memo?: string }
export type ReverseTransferReturnType = TransferResult
/**
 * notFound (404); transferNotReversible (409: not posted, a payout, or itself a reversal); transferAlreadyReversed
 * (409); insufficientBalance (400: the credited account has spent the money); idempotencyMismatch (409).
 */
export type ReverseTransferErrorType = DomainError

/**
 * Corrects a posted transfer by posting its mirror image (same currency, type, amount and reference,
 * accounts swapped, linked by reverses_transfer_id); the original and its entries stay as they were.
 * A transfer is reversed at most once (a unique index, whatever key the second attempt uses).
 */
export async function reverseTransfer(
  db: Db,
  parameters: ReverseTransferParameters,
): Promise<ReverseTransferReturnType> {
  const row = await loadTransferRow(db, { id: parameters.transferId })
  if (!row) throw notFound()
  const original = mapTransfer(row)
  validateTransferInput({ idempotencyKey: parameters.idempotencyKey, amount: original.amount })
  // Posted is final, so this check cannot go stale; reversing a reversal would only hide the history.
  // A payout (no credit account) is corrected per member, by a transfer back from each.
  if (
    original.status !== 'posted' ||
    original.reversesTransferId !== null ||
    original.creditAccountId === null
  )
    throw conflict('transferNotReversible')
  return insertTransfer(db, {
    idempotencyKey: parameters.idempotencyKey,
    // A reversal's request is the transfer it reverses and its memo, not the mirrored fields.
    request: { hash: requestHash('reverse', [original.id, parameters.memo ?? null]) },
    status: 'posted',
    currency: original.currency,
    type: original.type,
    amount: original.amount,
    from: { accountId: original.creditAccountId },
    to: { accountId: original.debitAccountId },
    reference: original.reference ?? undefined,
    memo: parameters.memo,
    reversesTransferId: original.id,
  })
}
