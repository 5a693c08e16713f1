import { sql } from 'drizzle-orm'
import type { SolvencyDay, SolvencyDaysPage } from '@vita/shared/schemas/solvency'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'

type DayRow = {
  day: string
  root: string
  leaf_count: number
  currencies: string[]
  totals: string[]
  taken_at: string
}

const columns = sql`day::text as day, root, leaf_count, currencies, totals::text[] as totals,
  to_json(taken_at) #>> '{}' as taken_at`

const toDay = (row: DayRow): SolvencyDay => ({
  day: row.day,
  root: row.root,
  memberCount: row.leaf_count,
  currencies: row.currencies,
  totals: row.totals,
  takenAt: new Date(row.taken_at).toISOString(),
})

/** The newest snapshot, or null before the first. */
export async function latestSolvencyDay(db: Db): Promise<SolvencyDay | null> {
  const [row] = await queryRows<DayRow>(
    db,
    sql`select ${columns} from solvency_days order by day desc limit 1`,
  )
  return row ? toDay(row) : null
}

export type ListSolvencyDaysParameters = { cursor?: string | undefined; limit: number }

/** Snapshots, newest first, `limit` a page; the cursor is the previous page's last day. */
export async function listSolvencyDays(db: Db, p: ListSolvencyDaysParameters): Promise<SolvencyDaysPage> {
  const rows = await queryRows<DayRow>(
    db,
    sql`select ${columns} from solvency_days
      ${p.cursor === undefined ? sql`` : sql`where day < ${p.cursor}::date`}
      order by day desc limit ${p.limit + 1}`,
  )
  const items = rows.slice(0, p.limit).map(toDay)
  return { items, nextCursor: rows.length > p.limit ? (items.at(-1)?.day ?? null) : null }
}
