import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { formatAmount, type Currency, type Withdrawal } from '@vita/shared'
import { checkWithdrawAmount } from '@vita/shared/rules/withdraw'
import type { Address } from 'viem'
import type { Db } from '../../platform/db/client'
import { conflict, type DomainError, invalidInput } from '../../platform/http/domainError'
import { reserveTransfer } from '../ledger'
import { withdrawals, type WithdrawalRow } from './tables'
import { toWithdrawal } from './toWithdrawal'
import { getWithdrawRules } from './withdrawRules'

export type RequestWithdrawalParameters = {
  memberId: number
  /** The client's Idempotency-Key header. */
  idempotencyKey: string
  currency: Currency
  /** Base units, fee included. */
  amount: bigint
  /** Checksummed. */
  address: Address
  note?: string | undefined
}
export type RequestWithdrawalReturnType = { withdrawal: Withdrawal; replayed: boolean }
/**
 * withdrawDisabled, amountMustBePositive, withdrawBelowMinimum, withdrawNotAboveFee, insufficientBalance
 * (400 code 7); idempotencyMismatch (409).
 */
export type RequestWithdrawalErrorType = DomainError

const requestHashOf = (p: RequestWithdrawalParameters) =>
  createHash('sha256')
    .update(JSON.stringify(['withdraw', p.currency, p.amount.toString(), p.address, p.note ?? null]))
    .digest('hex')

/**
 * Records a withdrawal and reserves its amount in the ledger (a pending 'withdraw' transfer to
 * withdrawal_clearing, key `withdraw:<id>:reserve`) in one database transaction: both or neither. The
 * payout worker takes it from there. The caller has authorized it (authorizeWithdrawal.ts: the member's
 * wallet signed it). A repeated Idempotency-Key replays the first answer, even if the rules changed
 * since; the same key with another request is a 409.
 */
export async function requestWithdrawal(
  db: Db,
  parameters: RequestWithdrawalParameters,
): Promise<RequestWithdrawalReturnType> {
  const key = `${parameters.memberId}:${parameters.idempotencyKey}`
  const requestHash = requestHashOf(parameters)
  const replay = async (): Promise<RequestWithdrawalReturnType | undefined> => {
    const [existing] = await db.select().from(withdrawals).where(eq(withdrawals.idempotencyKey, key))
    if (!existing) return undefined
    if (existing.requestHash !== requestHash) throw conflict('idempotencyMismatch')
    return { withdrawal: toWithdrawal(existing), replayed: true }
  }
  const earlier = await replay()
  if (earlier) return earlier

  const { currency, amount, address, note, memberId } = parameters
  const rules = await getWithdrawRules(db, currency)
  const issue = checkWithdrawAmount(amount, rules)
  if (issue?.kind === 'disabled') throw invalidInput('withdrawDisabled', { field: 'currency' })
  if (issue?.kind === 'notPositive') throw invalidInput('amountMustBePositive', { field: 'amount' })
  if (issue?.kind === 'belowMinimum') {
    throw invalidInput(
      'withdrawBelowMinimum',
      { field: 'amount', minimum: rules.minimum.toString() },
      { params: { amount: formatAmount(rules.minimum), currency } },
    )
  }
  if (issue?.kind === 'notAboveFee') {
    throw invalidInput(
      'withdrawNotAboveFee',
      { field: 'amount', fee: rules.fee.toString() },
      { params: { amount: formatAmount(rules.fee), currency } },
    )
  }

  const created = await db.transaction(async (tx): Promise<WithdrawalRow | undefined> => {
    const id = randomUUID()
    // Millisecond precision, so the list cursor (`<created ms>_<id>`) compares exactly.
    const now = new Date()
    const [row] = await tx
      .insert(withdrawals)
      .values({
        id,
        memberId,
        idempotencyKey: key,
        requestHash,
        currency,
        amount,
        fee: rules.fee,
        netAmount: amount - rules.fee,
        address,
        note: note ?? null,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: withdrawals.idempotencyKey })
      .returning()
    if (!row) return undefined
    const { transfer } = await reserveTransfer(tx, {
      idempotencyKey: `withdraw:${id}:reserve`,
      currency,
      type: 'withdraw',
      amount,
      from: { memberId },
      to: { systemCode: 'withdrawal_clearing' },
      reference: { type: 'withdrawal', id },
      ...(note ? { memo: note } : {}),
    })
    const [updated] = await tx
      .update(withdrawals)
      .set({ reserveTransferId: transfer.id })
      .where(eq(withdrawals.id, id))
      .returning()
    return updated
  })
  if (created) return { withdrawal: toWithdrawal(created), replayed: false }
  // A concurrent request with the same key won the insert.
  const concurrent = await replay()
  if (!concurrent) throw new Error('withdrawal: neither created nor found')
  return concurrent
}
