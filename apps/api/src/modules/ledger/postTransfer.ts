import type { Db } from '../../db/client'
import type { DomainError } from '../../app/domainError'
import { insertTransfer, validateTransferInput } from './insertTransfer'
import { requestHash } from './requestHash'
import type { AccountOwner, BillType, Currency, TransferReference, TransferResult } from './types'

export type PostTransferParameters = {
  /** Unique per business effect, e.g. `order:123:pay` or chainEffectKey(...) for on-chain events. */
  idempotencyKey: string
  currency: Currency
  type: BillType
  /** Base units, > 0. */
  amount: bigint
  from: AccountOwner
  to: AccountOwner
  reference?: TransferReference
  memo?: string
}
export type PostTransferReturnType = TransferResult
/** insufficientBalance (400), idempotencyMismatch (409), invalidParams (400). */
export type PostTransferErrorType = DomainError

/**
 * Moves `amount` from one account to another, posted at once. Replaying the key returns the original
 * transfer without a second effect. Inside a caller's transaction it is one more statement of that
 * transaction; a failure (e.g. insufficient balance) aborts it, as the business operation must fail.
 */
export async function postTransfer(
  db: Db,
  parameters: PostTransferParameters,
): Promise<PostTransferReturnType> {
  validateTransferInput(parameters)
  return insertTransfer(db, {
    ...parameters,
    requestHash: hashTransferRequest('post', parameters),
    status: 'posted',
    reference: parameters.reference,
    memo: parameters.memo,
    reversesTransferId: undefined,
  })
}

export function hashTransferRequest(operation: 'post' | 'reserve', p: PostTransferParameters): string {
  const owner = (o: AccountOwner) => ('memberId' in o ? `member:${o.memberId}` : `system:${o.systemCode}`)
  return requestHash(operation, [
    p.currency,
    p.type,
    p.amount.toString(),
    owner(p.from),
    owner(p.to),
    p.reference?.type ?? null,
    p.reference?.id ?? null,
    p.memo ?? null,
  ])
}
