import type { ProductCategory } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { rawQuery } from '../../../platform/db/sql'
import { keptRowsOf, type Kept } from './keptRows'
import type { Seen } from './searchIndex'

/** A product card's columns as the list's statements read them (listProducts.ts). */
export type ProductListRow = {
  id: string
  uuid: string
  category: ProductCategory
  name_zh: string
  name_en: string
  cover: string | null
  price: string
  stock: number
  sales: number
}

/**
 * A row of shop_products_from_index_since (migration 0021): `kind` 0 a row asked for, last changed by a
 * transaction the index's read saw; 1 a row changed unseen (with what a search checks: search_name,
 * listed); 2 none, telling more than 1,000 changed unseen; 3 a row asked for that is not of kind 0
 * (deleted, or changed unseen: then also of kind 1). A row of kind 0 or 1 carries its `version`.
 */
export type IndexedRow = ProductListRow & {
  kind: number
  search_name: string | null
  listed: boolean
  version: string | null
}

/** The rows a search asked for (kind 0) and every row changed unseen (kind 1), or `tooManyChanged`. */
export type IndexedRows = { rows: IndexedRow[]; tooManyChanged: boolean }

/**
 * One text, not one per shape: each pooled connection plans its first executions of a statement for
 * their values (0.3 ms and more each).
 */
const INDEX_STATEMENT = {
  name: 'shop_products_from_index_since',
  text: 'select * from shop_products_from_index_since($1::bigint[], $2::xid[], $3::xid8, $4::xid8[])',
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
 * (of the list or a search) answered from the index (listProducts.ts, pageFromIndex). The pages that
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

/**
 * One statement for the batch's ids, sending the version of each row kept (keptRows.ts; 0 for none):
 * the database returns the rows changed since (kind 0, then kept) and those no longer of kind 0 (kind
 * 3, then dropped); a row it does not return is the one kept, as sent. Each search gets the rows of its
 * ids and every row changed unseen.
 */
async function readBatch(db: Db, { seen, waiting }: Batch) {
  const kept = keptRowsOf<IndexedRow>(db)
  const ids = waiting.flatMap((search) => search.ids)
  const now = Date.now()
  const sent = new Map<number, Kept<IndexedRow>>()
  const versions = ids.map((id) => {
    const row = sent.get(id) ?? kept.get(id, now)
    if (!row) return '0'
    sent.set(id, row)
    return row.version
  })
  let read: IndexedRow[]
  try {
    read = await rawQuery(db)<IndexedRow>(INDEX_STATEMENT.name, INDEX_STATEMENT.text, [
      arrayLiteral(ids),
      arrayLiteral(versions),
      seen.xmax,
      arrayLiteral(seen.running),
    ])
  } catch (error) {
    for (const search of waiting) search.reject(error)
    return
  }
  const known = new Map<number, IndexedRow>()
  for (const [id, row] of sent) known.set(id, row.row)
  const changed: IndexedRow[] = []
  let tooManyChanged = false
  for (const row of read) {
    switch (row.kind) {
      case 0:
        known.set(Number(row.id), row)
        kept.set(Number(row.id), row, row.version as string, now)
        break
      case 1:
        changed.push(row)
        break
      case 2:
        tooManyChanged = true
        break
      default: {
        const id = Number(row.id)
        known.delete(id)
        const wasKept = sent.get(id)
        if (wasKept) kept.drop(id, wasKept)
      }
    }
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
