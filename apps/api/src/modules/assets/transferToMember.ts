import { sql } from 'drizzle-orm'
import { formatAmount, MIN_TRANSFER, type Currency, type TransferResponse } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { type DomainError, invalidInput } from '../../platform/http/domainError'
import { getAccountBalances, postTransfer, sumMemberDebits } from '../ledger'
import { findTransferRecipient } from './findTransferRecipient'

const DAY_MS = 86_400_000

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
  /**
   * Whether the sender's wallet signed this transfer (the caller checked the signature). Unsigned, the
   * member's transfers of the currency in the last 24 hours, this one included, must stay below
   * `stepUpThreshold`.
   */
  stepUp: { signed: true } | { signed: false; threshold: bigint; now: Date }
}
export type TransferToMemberReturnType = TransferResponse
/**
 * amountMustBePositive, transferBelowMinimum, memberNotFound, cannotTransferToSelf, insufficientBalance,
 * stepUpRequired (400 code 7);
 * idempotencyMismatch (409) when the key was used with a different request.
 */
export type TransferToMemberErrorType = DomainError

/**
 * An internal transfer between members: one posted ledger transfer of bill type 'transfer'. The key is
 * `transfer:<member id>:<Idempotency-Key>`, so a retried request replays and a different request with the
 * same key is refused (the ledger compares the request hash). The key is the sender's secret: it is not
 * the transfer's reference (the recipient's bill log shows the reference), the recipient's uuid is.
 *
 * The step-up is cumulative so that splitting cannot avoid it: an unsigned transfer is posted under a
 * per-member lock, then the member's transfers of the last 24 hours (signed ones too: simpler, and only
 * stricter) are summed with it, and reaching the threshold rolls it back as stepUpRequired. A replay
 * moves nothing and is answered as it was.
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
  const recipient = await findTransferRecipient(db, {
    fromMemberId,
    to: { kind: 'uuid', uuid: toUuid },
    field: 'toUuid',
  })
  const { stepUp } = parameters
  const post = (handle: Db) =>
    postTransfer(handle, {
      idempotencyKey: `transfer:${fromMemberId}:${idempotencyKey}`,
      currency,
      type: 'transfer',
      amount,
      from: { memberId: fromMemberId },
      to: { memberId: recipient.id },
      reference: { type: 'member_transfer', id: recipient.uuid },
      ...(memo ? { memo } : {}),
    })
  const { transfer } = stepUp.signed
    ? await post(db)
    : await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended('unsigned_transfers', ${fromMemberId}))`,
        )
        const posted = await post(tx)
        if (posted.replayed) return posted
        const since = new Date(stepUp.now.getTime() - DAY_MS)
        const sent = await sumMemberDebits(tx, { memberId: fromMemberId, currency, type: 'transfer', since })
        if (sent >= stepUp.threshold) throw invalidInput('stepUpRequired')
        return posted
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
