import type { Db } from '../../platform/db/client'
import { rawQuery } from '../../platform/db/sql'
import type { ProductListRow } from './listQuery'
import type { Seen } from './searchIndex'

/**
 * A row of INDEX_STATEMENT: `kind` 0 a row asked for, last changed by a transaction the index's read
 * saw; 1 a row changed unseen (with what a search checks: search_name, listed); 2 none, telling more
 * than 1,000 changed unseen. A row asked for and not returned was deleted or changed unseen (then it is
 * of kind 1).
 */
export type IndexedRow = ProductListRow & {
  kind: number
  search_name: string | null
  listed: boolean
}

/** The rows a search asked for (kind 0) and every row changed unseen (kind 1), or `tooManyChanged`. */
export type IndexedRows = { rows: IndexedRow[]; tooManyChanged: boolean }

const COLUMNS = `p.id::text as id, p.uuid::text as uuid, p.category, p.name_zh, p.name_en,
  p.images->>0 as cover, p.price::text as price, p.stock, p.sales`

/**
 * Of the rows of the ids asked for ($1), those last changed by a transaction the index's read saw
 * (below its snapshot's xmax $2 and not then running, $3: migration 0020's change_xid), and every row
 * changed unseen (at most 1,001 past xmax, read through products_change_xid_idx). One snapshot for
 * all of it: one statement. One text, not one per shape: each pooled connection plans a statement's
 * first executions for their values.
 */
const INDEX_STATEMENT = {
  name: 'products_by_index',
  // Named in the text too: PGlite takes no statement names, pg_stat_statements shows the text.
  text: `/* products_by_index */ with unseen as materialized (
      (select * from products p where p.change_xid >= $2::xid8 order by p.change_xid limit 1001)
      union all (select * from products p where p.change_xid = any($3::xid8[])))
    select ${COLUMNS}, 0 as kind, null::text as search_name, true as listed from products p
      where p.id = any($1::bigint[]) and p.change_xid < $2::xid8 and p.change_xid <> all($3::xid8[])
    union all
    select ${COLUMNS}, 1, p.search_name, p.listed from unseen p
    union all
    select null, null, null, null, null, null, null, null, null, 2, null, null from unseen
      having count(*) > 1000`,
}

type Waiting = {
  ids: readonly number[]
  resolve: (rows: IndexedRows) => void
  reject: (error: unknown) => void
}
/** Pages asking with one `seen` (one read of the index) in this turn of the event loop: one statement. */
type Batch = { seen: Seen; waiting: Waiting[] }

/**
 * Pages one statement reads at most; more asking in one turn are read by several statements at once, on
 * several pooled connections. One statement for all of them had the API wait idle for PostgreSQL's
 * whole answer, then PostgreSQL wait for the API's next batch: answered in parts, the API writes the
 * first pages while PostgreSQL reads the rest (bench/shop-catalogue.ts, different pages at 50
 * connections, 3 interleaved runs each: the four phases' median p50 14.4-15.8 -> 10.6-12.4 ms).
 */
const PAGES_PER_STATEMENT = 12
const batchesOf = new WeakMap<Db, Map<Seen, Batch>>()

/**
 * The rows of `ids` as the index's read `seen` knew them, and every row changed unseen, for a page
 * (of the list or a search) answered from the index (indexPage.ts). The pages that
 * ask in one turn of the event loop are read together, PAGES_PER_STATEMENT to a statement: the unseen
 * rows are the same for all of them (one `seen`), and each gets the rows of its own ids, which are
 * what it would have read alone, under a snapshot taken after it asked. Under load a statement each cost the
 * process a socket write (~90 µs on this machine) and PostgreSQL a function call and the unseen rows'
 * scan (bench/shop-catalogue.ts).
 */
export function readIndexedRows(db: Db, ids: readonly number[], seen: Seen): Promise<IndexedRows> {
  let batches = batchesOf.get(db)
  if (!batches) batchesOf.set(db, (batches = new Map()))
  let batch = batches.get(seen)
  if (!batch || batch.waiting.length >= PAGES_PER_STATEMENT) {
    const started = { seen, waiting: [] }
    batches.set(seen, (batch = started))
    setImmediate(() => {
      if (batches.get(seen) === started) batches.delete(seen)
      void readBatch(db, started)
    })
  }
  const waiting = batch.waiting
  return new Promise((resolve, reject) => waiting.push({ ids, resolve, reject }))
}

/**
 * Integers as a PostgreSQL array literal. The driver's own writing of a JavaScript array quotes each
 * element, a string made per element (3.7 KB a page). A repeated id is harmless: `id = any(ids)`.
 */
const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(',')}}`

/** One statement for the batch's ids: each search gets the rows of its ids and every row changed unseen. */
async function readBatch(db: Db, { seen, waiting }: Batch) {
  let read: IndexedRow[]
  try {
    read = await rawQuery(db)<IndexedRow>(INDEX_STATEMENT.name, INDEX_STATEMENT.text, [
      arrayLiteral(waiting.flatMap((search) => search.ids)),
      seen.xmax,
      arrayLiteral(seen.running),
    ])
  } catch (error) {
    for (const search of waiting) search.reject(error)
    return
  }
  const known = new Map<number, IndexedRow>()
  const changed: IndexedRow[] = []
  let tooManyChanged = false
  for (const row of read) {
    if (row.kind === 0) known.set(Number(row.id), row)
    else if (row.kind === 1) changed.push(row)
    else tooManyChanged = true
  }
  for (const search of waiting) {
    const rows = changed.slice()
    for (const id of search.ids) {
      const row = known.get(id)
      if (row) rows.push(row)
    }
    search.resolve({ rows, tooManyChanged })
  }
}
