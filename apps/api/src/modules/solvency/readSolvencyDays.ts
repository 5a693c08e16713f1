import { sql } from 'drizzle-orm'
import type { Address } from 'viem'
import type { SolvencyDay, SolvencyDaysPage, SolvencyHolding } from '@vita/shared/schemas/solvency'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'

type DayRow = {
  day: string
  root: string
  leaf_count: number
  currencies: string[]
  totals: string[]
  taken_at: string
  reserves_block: string | null
  holdings: SolvencyHolding[]
  registry: Address | null
  tx_hash: string | null
  status: 'sent' | 'published' | 'conflict' | null
  block_number: string | null
}

// A day's holdings in label order, each label's currencies in the day's order.
const columns = sql`d.day::text as day, d.root, d.leaf_count, d.currencies, d.totals::text[] as totals,
  to_json(d.taken_at) #>> '{}' as taken_at, d.reserves_block::text as reserves_block,
  (select coalesce(json_agg(json_build_object('label', r.label, 'address', r.address, 'currency', r.currency,
      'amount', r.amount::text) order by r.label, r.address, array_position(d.currencies, r.currency)), '[]')
    from solvency_reserves r where r.day = d.day) as holdings,
  p.registry, p.tx_hash, p.status, p.block_number::text as block_number`
const from = sql`solvency_days d left join solvency_publications p on p.day = d.day`

const toDay = (row: DayRow): SolvencyDay => ({
  day: row.day,
  root: row.root,
  memberCount: row.leaf_count,
  currencies: row.currencies,
  totals: row.totals,
  takenAt: new Date(row.taken_at).toISOString(),
  reserves:
    row.reserves_block === null
      ? null
      : {
          blockNumber: row.reserves_block,
          holdings: row.holdings,
          totals: row.currencies.map((currency) =>
            row.holdings
              .filter((holding) => holding.currency === currency)
              .reduce((sum, holding) => sum + BigInt(holding.amount), 0n)
              .toString(),
          ),
        },
  // A conflict is published too: the registry holds the day, by that transaction (with another root,
  // which the screen, reading the root from the chain, shows as a mismatch).
  publication:
    row.status === null || row.registry === null || row.tx_hash === null
      ? null
      : {
          registry: row.registry,
          txHash: row.tx_hash,
          status: row.status === 'sent' ? 'sent' : 'published',
          blockNumber: row.status === 'sent' ? null : row.block_number,
        },
})

/** The newest snapshot with its reserves and publication, or null before the first. */
export async function latestSolvencyDay(db: Db): Promise<SolvencyDay | null> {
  const [row] = await queryRows<DayRow>(db, sql`select ${columns} from ${from} order by d.day desc limit 1`)
  return row ? toDay(row) : null
}

export type ListSolvencyDaysParameters = { cursor?: string | undefined; limit: number }

/** Snapshots with their reserves and publication, newest first, `limit` a page; the cursor is the previous page's last day. */
export async function listSolvencyDays(db: Db, p: ListSolvencyDaysParameters): Promise<SolvencyDaysPage> {
  const rows = await queryRows<DayRow>(
    db,
    sql`select ${columns} from ${from}
      ${p.cursor === undefined ? sql`` : sql`where d.day < ${p.cursor}::date`}
      order by d.day desc limit ${p.limit + 1}`,
  )
  const items = rows.slice(0, p.limit).map(toDay)
  return { items, nextCursor: rows.length > p.limit ? (items.at(-1)?.day ?? null) : null }
}
