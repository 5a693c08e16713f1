import type { Bill, BillType, Currency } from '@vita/shared'
import { stripBidiControls } from '@vita/shared/schemas/input'
import type { Db } from '../../platform/db/client'
import { listAccountEntries, transferCounterparties, type TransferReference } from '../ledger'
import { findMemberUuids } from '../members'

export type ListBillsParameters = {
  memberId: number
  currency?: Currency | undefined
  type?: BillType | undefined
  cursor?: string | undefined
  limit?: number | undefined
}
export type ListBillsReturnType = { items: Bill[]; nextCursor: string | null }

/**
 * What a bill shows as its cause. A member transfer is shown by its ledger transfer id: transfers made
 * before that stored the sender's Idempotency-Key as the reference id, which must never reach the
 * recipient (nor be echoed to the sender).
 */
function billReference(reference: TransferReference | null, transferId: number): TransferReference | null {
  if (reference?.type === 'member_transfer') return { type: 'member_transfer', id: String(transferId) }
  return reference
}

/**
 * The member's bill log, newest first (the ledger's keyset pages), each row with the member on the other
 * side of the transfer where there is one (internal transfers), so both sides' logs show who.
 */
export async function listBills(db: Db, parameters: ListBillsParameters): Promise<ListBillsReturnType> {
  const { memberId, currency, type, cursor, limit } = parameters
  const page = await listAccountEntries(db, {
    owner: { memberId },
    ...(currency ? { currency } : {}),
    ...(type ? { type } : {}),
    ...(cursor !== undefined ? { cursor } : {}),
    ...(limit !== undefined ? { limit } : {}),
  })
  const transferIds = [...new Set(page.entries.map((entry) => entry.transferId))]
  const counterpartyOf = await transferCounterparties(db, { memberId, transferIds })
  const uuids = await findMemberUuids(db, [...new Set(counterpartyOf.values())])
  const counterpartyUuid = (transferId: number) => {
    const counterparty = counterpartyOf.get(transferId)
    return counterparty === undefined ? null : (uuids.get(counterparty) ?? null)
  }
  return {
    items: page.entries.map((entry) => ({
      id: String(entry.id),
      currency: entry.currency,
      type: entry.type,
      amount: entry.amount.toString(),
      balanceAfter: entry.balanceAfter.toString(),
      reference: billReference(entry.reference, entry.transferId),
      counterpartyUuid: counterpartyUuid(entry.transferId),
      // Stripped on the way in (memoText); also on the way out for memos stored before that.
      memo: entry.memo === null ? null : stripBidiControls(entry.memo),
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  }
}
