import { sql } from 'drizzle-orm'
import type { Currency } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import type { AccountPurpose, BillType } from './types'

export type SumMemberEntriesParameters = {
  memberId: number
  currency: Currency
  type: BillType
  /** Which of the member's accounts (default: the available one, the bill log's). */
  purpose?: AccountPurpose
  /** Entries from this instant on count toward `inWindow`. */
  windowFrom: Date
  windowTo: Date
}
export type SumMemberEntriesReturnType = { total: bigint; inWindow: bigint }

/** The sum of a member's posted entries of one bill type: in total and within a time window. */
export async function sumMemberEntries(
  db: Db,
  p: SumMemberEntriesParameters,
): Promise<SumMemberEntriesReturnType> {
  const [row] = await queryRows<{ total: string; in_window: string }>(
    db,
    sql`select coalesce(sum(e.amount), 0)::text as total,
        coalesce(sum(e.amount) filter (where e.created_at >= ${p.windowFrom.toISOString()}::timestamptz
          and e.created_at < ${p.windowTo.toISOString()}::timestamptz), 0)::text as in_window
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id and e.type = ${p.type}
      where a.member_id = ${p.memberId} and a.currency = ${p.currency} and a.purpose = ${p.purpose ?? 'available'}`,
  )
  return { total: BigInt(row?.total ?? '0'), inWindow: BigInt(row?.in_window ?? '0') }
}
