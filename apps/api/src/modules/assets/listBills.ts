import { and, eq, inArray, ne, or } from 'drizzle-orm'
import type { Bill, BillType, Currency } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { listAccountEntries } from '../ledger'
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
      reference: entry.reference,
      counterpartyUuid: counterparties.get(entry.transferId) ?? null,
      memo: entry.memo,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  }
}
