import { sql } from 'drizzle-orm'
import type { Currency } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import type { BillType } from './types'

export type SumMemberDebitsParameters = {
  memberId: number
  currency: Currency
  type: BillType
  /** Entries from this instant on count. */
  since: Date
}
/** Base units, never negative. */
export type SumMemberDebitsReturnType = bigint

/** What left a member's available account through entries of one bill type since an instant. */
export async function sumMemberDebits(
  db: Db,
  p: SumMemberDebitsParameters,
): Promise<SumMemberDebitsReturnType> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(-sum(e.amount), 0)::text as total
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id and e.type = ${p.type} and e.amount < 0
        and e.created_at >= ${p.since.toISOString()}::timestamptz
      where a.member_id = ${p.memberId} and a.currency = ${p.currency} and a.purpose = 'available'`,
  )
  return BigInt(row?.total ?? '0')
}
