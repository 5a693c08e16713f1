import type { ProductCategory } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { rawQuery } from '../../../platform/db/sql'
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
 * A row of shop_products_from_index (modules/shop/sql): `kind` 0 a row asked for, last changed by a
 * transaction the index's read saw; 1 a row changed unseen (with what a search checks: search_name,
 * listed); 2 none, telling more than 1,000 changed unseen. A row asked for and not returned was deleted
 * or changed unseen (then it is of kind 1).
 */
export type IndexedRow = ProductListRow & {
  kind: number
  search_name: string | null
  listed: boolean
}

/** The rows a search asked for (kind 0) and every row changed unseen (kind 1), or `tooManyChanged`. */
export type IndexedRows = { rows: IndexedRow[]; tooManyChanged: boolean }

/**
 * One text, not one per shape: each pooled connection plans its first executions of a statement for
 * their values (0.3 ms and more each).
 */
const INDEX_STATEMENT = {
  name: 'shop_products_from_index',
  text: 'select * from shop_products_from_index($1::bigint[], $2::xid8, $3::xid8[])',
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
