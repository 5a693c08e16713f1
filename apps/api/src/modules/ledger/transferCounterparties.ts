import { and, eq, inArray, ne, or } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { ledgerAccounts, ledgerTransfers } from './tables'

export type TransferCounterpartiesParameters = { memberId: number; transferIds: readonly number[] }
/** Transfer id → the member on its other side; transfers without one are absent. */
export type TransferCounterpartiesReturnType = Map<number, number>

/**
 * The member on the other side of each of `memberId`'s transfers (the ids of its entries, a bill log's
 * page): another member's account the transfer debited or credited (internal transfers). A transfer
 * with a system account, or between the member's own accounts, has none.
 */
export async function transferCounterparties(
  db: Db,
  { memberId, transferIds }: TransferCounterpartiesParameters,
): Promise<TransferCounterpartiesReturnType> {
  if (transferIds.length === 0) return new Map()
  const rows = await db
    .select({ transferId: ledgerTransfers.id, memberId: ledgerAccounts.memberId })
    .from(ledgerTransfers)
    .innerJoin(
      ledgerAccounts,
      or(
        eq(ledgerAccounts.id, ledgerTransfers.debitAccountId),
        eq(ledgerAccounts.id, ledgerTransfers.creditAccountId),
      ),
    )
    .where(
      and(
        inArray(ledgerTransfers.id, [...transferIds]),
        eq(ledgerAccounts.kind, 'member'),
        ne(ledgerAccounts.memberId, memberId),
      ),
    )
  return new Map(
    rows.flatMap((row) => (row.memberId === null ? [] : [[row.transferId, row.memberId] as const])),
  )
}
