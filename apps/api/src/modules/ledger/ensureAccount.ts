import { and, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { ledgerAccounts } from './tables'
import { systemAccountCodes, systemAccountsAllowedNegative } from './systemAccounts'
import { type AccountOwner, type Currency, currencies } from './types'

export type EnsureAccountParameters = { owner: AccountOwner; currency: Currency }
export type EnsureAccountReturnType = { accountId: number }

/** The owner's account in `currency`, created empty on first use (concurrent callers get the same one). */
export async function ensureAccount(
  db: Db,
  { owner, currency }: EnsureAccountParameters,
): Promise<EnsureAccountReturnType> {
  const values =
    'memberId' in owner
      ? { kind: 'member' as const, memberId: owner.memberId, purpose: owner.purpose ?? 'available', currency }
      : {
          kind: 'system' as const,
          systemCode: owner.systemCode,
          currency,
          allowNegative: systemAccountsAllowedNegative.has(owner.systemCode),
        }
  const inserted = await db
    .insert(ledgerAccounts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id })
  if (inserted[0]) return { accountId: inserted[0].id }
  const ownerCondition =
    'memberId' in owner
      ? and(
          eq(ledgerAccounts.memberId, owner.memberId),
          eq(ledgerAccounts.purpose, owner.purpose ?? 'available'),
        )
      : eq(ledgerAccounts.systemCode, owner.systemCode)
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(ownerCondition, eq(ledgerAccounts.currency, currency)))
  if (!existing) throw new Error('ledger: account vanished after a conflicting insert')
  return { accountId: existing.id }
}

export type EnsureSystemAccountsReturnType = { accountsEnsured: number }

/** Creates every system account in every currency; run at start (idempotent, safe on several replicas). */
export async function ensureSystemAccounts(db: Db): Promise<EnsureSystemAccountsReturnType> {
  let accountsEnsured = 0
  for (const systemCode of systemAccountCodes) {
    for (const currency of currencies) {
      await ensureAccount(db, { owner: { systemCode }, currency })
      accountsEnsured++
    }
  }
  return { accountsEnsured }
}
