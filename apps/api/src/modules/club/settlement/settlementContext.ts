import { sql, type SQL } from 'drizzle-orm'
import type { ClubRules } from '@vita/shared'
import type { Tx } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'

/** What every step of one day's settlement works with: the day's transaction, the day, its rules. */
export type SettlementContext = { tx: Tx; day: string; rules: ClubRules }

/** The club's money is USDT (club-rules §1). */
export const CLUB_CURRENCY = 'USDT'

/** A bigint as a numeric SQL parameter. */
export const num = (value: bigint): SQL => sql`${value.toString()}::numeric`

/** The settlement's standing statuses (applied on chain and not un-applied), as a SQL list. */
export const standingStatuses = sql.raw(`('active', 'completed', 'exited')`)

/** One number back from a query (`value` column, numeric as text). */
export async function scalar(tx: Tx, query: SQL): Promise<bigint> {
  const [row] = await queryRows<{ value: string | null }>(tx, query)
  return BigInt(row?.value ?? '0')
}

/** The settlement's working tables live in the transaction only. */
export async function createWorkTable(tx: Tx, name: string, columns: string): Promise<void> {
  await tx.execute(sql.raw(`drop table if exists pg_temp.${name}`))
  await tx.execute(sql.raw(`create temp table ${name} (${columns}) on commit drop`))
}
