import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { ledgerAccounts } from './tables'
import { type AccountOwner, type Currency, currencies } from './types'

export type GetAccountBalancesParameters = { owner: AccountOwner; currency?: Currency }
export type AccountBalance = {
  currency: Currency
  /** Null until the first movement creates the account. */
  accountId: number | null
  /** Posted balance. */
  balance: bigint
  /** Reserved by pending transfers (withdrawals in flight). */
  pendingDebits: bigint
  /** What can be spent now: balance − pendingDebits. */
  available: bigint
}
export type GetAccountBalancesReturnType = AccountBalance[]

/** The owner's balance in each currency (or the one asked for), zero where no account exists yet. */
export async function getAccountBalances(
  db: Db,
  { owner, currency }: GetAccountBalancesParameters,
): Promise<GetAccountBalancesReturnType> {
  const conditions: SQL[] =
    'memberId' in owner
      ? [
          eq(ledgerAccounts.memberId, owner.memberId),
          eq(ledgerAccounts.purpose, owner.purpose ?? 'available'),
        ]
      : [eq(ledgerAccounts.systemCode, owner.systemCode)]
  if (currency) conditions.push(eq(ledgerAccounts.currency, currency))
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
      pendingDebits: ledgerAccounts.pendingDebits,
    })
    .from(ledgerAccounts)
    .where(and(...conditions))
  return (currency ? [currency] : currencies).map((c) => {
    const row = rows.find((r) => r.currency === c)
    const balance = row?.balance ?? 0n
    const pendingDebits = row?.pendingDebits ?? 0n
    return {
      currency: c,
      accountId: row?.id ?? null,
      balance,
      pendingDebits,
      available: balance - pendingDebits,
    }
  })
}
