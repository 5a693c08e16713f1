import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'

/** The last settled business day ('YYYY-MM-DD'), or null before the first settlement. */
export async function lastSettledDay(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from club_settlements`,
  )
  return row?.day ?? null
}
