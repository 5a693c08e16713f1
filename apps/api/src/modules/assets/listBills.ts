import { and, eq, inArray, ne, or } from 'drizzle-orm'
import type { Bill, BillType, Currency } from '@vita/shared'
import { stripBidiControls } from '@vita/shared/schemas/input'
import type { Db } from '../../platform/db/client'
import { listAccountEntries, type TransferReference } from '../ledger'
import { ledgerAccounts, ledgerTransfers } from '../ledger'
import { members } from '../members'

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
  const counterparties = new Map<number, string>()
  if (transferIds.length > 0) {
    const rows = await db
      .select({ transferId: ledgerTransfers.id, uuid: members.uuid })
      .from(ledgerTransfers)
      .innerJoin(
        ledgerAccounts,
        or(
          eq(ledgerAccounts.id, ledgerTransfers.debitAccountId),
          eq(ledgerAccounts.id, ledgerTransfers.creditAccountId),
        ),
      )
      .innerJoin(members, eq(members.id, ledgerAccounts.memberId))
      .where(
        and(
          inArray(ledgerTransfers.id, transferIds),
          eq(ledgerAccounts.kind, 'member'),
          ne(ledgerAccounts.memberId, memberId),
        ),
      )
    for (const row of rows) counterparties.set(row.transferId, row.uuid)
  }
  return {
    items: page.entries.map((entry) => ({
      id: String(entry.id),
      currency: entry.currency,
      type: entry.type,
      amount: entry.amount.toString(),
      balanceAfter: entry.balanceAfter.toString(),
      reference: billReference(entry.reference, entry.transferId),
      counterpartyUuid: counterparties.get(entry.transferId) ?? null,
      // Stripped on the way in (memoText); also on the way out for memos stored before that.
      memo: entry.memo === null ? null : stripBidiControls(entry.memo),
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  }
}
