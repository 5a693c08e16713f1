import type { Currency } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { createLedger, type LedgerTransfer } from '../ledger'
import { findMemberByUuidOrAddress, type Member } from '../members'

export type AdjustMemberBalanceParameters = {
  direction: 'credit' | 'debit'
  /** The member's UUID or wallet address. */
  member: string
  currency: Currency
  /** Base units, > 0. */
  amount: bigint
  reason: string
  /** Repeating a command with the same key does nothing more; by default each run is a new adjustment. */
  idempotencyKey?: string
}
export type AdjustMemberBalanceReturnType = { member: Member; transfer: LedgerTransfer; replayed: boolean }

/**
 * An operator credit or debit: a ledger transfer between the member and operator_adjustments (bill type
 * income / expense, the reason as memo). Called inside the audit transaction of the ops command, so the
 * transfer and its audit row commit together. A debit can never overdraw the member (the ledger refuses it).
 */
export async function adjustMemberBalance(
  db: Db,
  parameters: AdjustMemberBalanceParameters,
): Promise<AdjustMemberBalanceReturnType> {
  const { direction, currency, amount, reason } = parameters
  if (amount <= 0n) throw new RangeError('amount must be greater than 0')
  const member = await findMemberByUuidOrAddress(db, parameters.member)
  if (!member) throw new Error(`no member with UUID or address ${parameters.member}`)
  const key = parameters.idempotencyKey ?? crypto.randomUUID()
  const memberSide = { memberId: member.id }
  const operatorSide = { systemCode: 'operator_adjustments' as const }
  const { transfer, replayed } = await createLedger(db).postTransfer({
    idempotencyKey: `operator:${direction}:${key}`,
    currency,
    type: direction === 'credit' ? 'income' : 'expense',
    amount,
    from: direction === 'credit' ? operatorSide : memberSide,
    to: direction === 'credit' ? memberSide : operatorSide,
    reference: { type: 'operator_adjustment', id: key },
    memo: reason.trim().slice(0, 200),
  })
  return { member, transfer, replayed }
}
