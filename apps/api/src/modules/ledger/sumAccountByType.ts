import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import type { AccountOwner, BillType, Currency } from './types'
import { accountIdQuery } from './transferRow'

export type SumAccountByTypeParameters = {
  owner: AccountOwner
  currency: Currency
  /** Lock the account row (FOR NO KEY UPDATE) for the rest of the caller's transaction. */
  lock?: boolean
}
/** Net posted amount per bill type; types with no entries are absent. */
export type SumAccountByTypeReturnType = Map<BillType, bigint>

/**
 * The account's posted entries summed per bill type. For a member's claimable account this is what
 * is still claimable of each kind (accruals in, claims and reversals out carry the kind's type).
 * With `lock`, call it inside a transaction: what it read cannot change until that commits.
 */
export async function sumAccountByType(
  db: Db,
  { owner, currency, lock = false }: SumAccountByTypeParameters,
): Promise<SumAccountByTypeReturnType> {
  const account = sql`(${accountIdQuery(owner, currency)})`
  if (lock) await queryRows(db, sql`select id from ledger_accounts where id = ${account} for no key update`)
  const rows = await queryRows<{ type: BillType; total: string }>(
    db,
    sql`select type, sum(amount)::text as total from ledger_entries where account_id = ${account} group by type`,
  )
  return new Map(rows.map((row) => [row.type, BigInt(row.total)]))
}
