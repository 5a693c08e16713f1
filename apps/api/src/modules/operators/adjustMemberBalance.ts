import { formatAmount, type Currency } from '@vita/shared'
import { getAddress, isAddress } from 'viem'
import type { Db } from '../../db/client'
import { createLedger, type LedgerTransfer } from '../ledger'
import { findMemberByAddress, findMemberByUuid, type Member } from '../members/findMember'
import { recordOperatorAction } from './recordOperatorAction'

export type AdjustMemberBalanceParameters = {
  direction: 'credit' | 'debit'
  /** The member's UUID or wallet address. */
  member: string
  currency: Currency
  /** Base units, > 0. */
  amount: bigint
  reason: string
  operator: string
  /** Repeating a command with the same key does nothing more; by default each run is a new adjustment. */
  idempotencyKey?: string
}
export type AdjustMemberBalanceReturnType = {
  member: Member
  transfer: LedgerTransfer
  replayed: boolean
  actionId: number
}

export async function findMemberByUuidOrAddress(db: Db, reference: string): Promise<Member | undefined> {
  const text = reference.trim()
  if (isAddress(text, { strict: false })) return findMemberByAddress(db, getAddress(text))
  if (/^[0-9a-f-]{36}$/i.test(text)) return findMemberByUuid(db, text.toLowerCase())
  return undefined
}

/**
 * An operator credit or debit: a ledger transfer between the member and operator_adjustments (bill type
 * income / expense, the reason as memo), and its audit row, in one transaction. A debit can never
 * overdraw the member (the ledger refuses it).
 */
export async function adjustMemberBalance(
  db: Db,
  parameters: AdjustMemberBalanceParameters,
): Promise<AdjustMemberBalanceReturnType> {
  const { direction, currency, amount, reason, operator } = parameters
  if (amount <= 0n) throw new RangeError('amount must be greater than 0')
  const member = await findMemberByUuidOrAddress(db, parameters.member)
  if (!member) throw new Error(`no member with UUID or address ${parameters.member}`)
  const key = parameters.idempotencyKey ?? crypto.randomUUID()
  return db.transaction(async (tx) => {
    const memberSide = { memberId: member.id }
    const operatorSide = { systemCode: 'operator_adjustments' as const }
    const { transfer, replayed } = await createLedger(tx).postTransfer({
      idempotencyKey: `operator:${direction}:${key}`,
      currency,
      type: direction === 'credit' ? 'income' : 'expense',
      amount,
      from: direction === 'credit' ? operatorSide : memberSide,
      to: direction === 'credit' ? memberSide : operatorSide,
      reference: { type: 'operator_adjustment', id: key },
      memo: reason.trim().slice(0, 200),
    })
    const action = await recordOperatorAction(tx, {
      operator,
      action: direction,
      reason,
      payload: {
        memberUuid: member.uuid,
        currency,
        amount: formatAmount(amount),
        transferId: transfer.id,
        replayed,
      },
    })
    return { member, transfer, replayed, actionId: action.id }
  })
}
