import { formatAmount, MIN_TRANSFER, type Currency, type TransferResponse } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { type DomainError, invalidInput } from '../../platform/http/domainError'
import { getAccountBalances, postTransfer } from '../ledger'
import { findMemberByUuid } from '../members'

export type TransferToMemberParameters = {
  fromMemberId: number
  toUuid: string
  currency: Currency
  /** Base units. */
  amount: bigint
  memo?: string | undefined
  /** The client's Idempotency-Key header. */
  idempotencyKey: string
  /** The smallest amount that may be sent (base units); default MIN_TRANSFER (0.01). */
  minimum?: bigint | undefined
}
export type TransferToMemberReturnType = TransferResponse
/**
 * amountMustBePositive, transferBelowMinimum, memberNotFound, cannotTransferToSelf, insufficientBalance
 * (400 code 7);
 * idempotencyMismatch (409) when the key was used with a different request.
 */
export type TransferToMemberErrorType = DomainError

/**
 * An internal transfer between members: one posted ledger transfer of bill type 'transfer'. The key is
 * `transfer:<member id>:<Idempotency-Key>`, so a retried request replays and a different request with the
 * same key is refused (the ledger compares the request hash). The key is the sender's secret: it is not
 * the transfer's reference (the recipient's bill log shows the reference), the recipient's uuid is.
 */
export async function transferToMember(
  db: Db,
  parameters: TransferToMemberParameters,
): Promise<TransferToMemberReturnType> {
  const { fromMemberId, toUuid, currency, amount, memo, idempotencyKey } = parameters
  const minimum = parameters.minimum ?? MIN_TRANSFER
  if (amount <= 0n) throw invalidInput('amountMustBePositive', { field: 'amount' })
  if (amount < minimum)
    throw invalidInput(
      'transferBelowMinimum',
      { field: 'amount', minimum: minimum.toString() },
      { params: { amount: formatAmount(minimum), currency } },
    )
  const recipient = await findMemberByUuid(db, toUuid)
  if (!recipient) throw invalidInput('memberNotFound', { field: 'toUuid' })
  if (recipient.id === fromMemberId) throw invalidInput('cannotTransferToSelf', { field: 'toUuid' })
  const { transfer } = await postTransfer(db, {
    idempotencyKey: `transfer:${fromMemberId}:${idempotencyKey}`,
    currency,
    type: 'transfer',
    amount,
    from: { memberId: fromMemberId },
    to: { memberId: recipient.id },
    reference: { type: 'member_transfer', id: recipient.uuid },
    ...(memo ? { memo } : {}),
  })
  const [balance] = await getAccountBalances(db, { owner: { memberId: fromMemberId }, currency })
  return {
    transferId: String(transfer.id),
    currency,
    amount: transfer.amount.toString(),
    toUuid: recipient.uuid,
    available: (balance?.available ?? 0n).toString(),
    createdAt: transfer.createdAt.toISOString(),
  }
}
