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
 * A row of shop_products_from_index (migration 0020): `kind` 0 a row asked for, last changed by a
 * transaction the index's read saw; 1 a row changed unseen (with what a search checks: search_name,
 * listed); 2 none, telling more than 1,000 changed unseen.
 */
export type IndexedRow = ProductListRow & { kind: number; search_name: string | null; listed: boolean }

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
/** The pages asking with one `seen` (one read of the index) in this turn of the event loop. */
type Batch = { seen: Seen; waiting: Waiting[] }

const batchesOf = new WeakMap<Db, Map<Seen, Batch>>()

/**
 * The rows of `ids` as the index's read `seen` knew them, and every row changed unseen, for a page
 * (of the list or a search) answered from the index (listProducts.ts, pageFromIndex). The pages that
 * ask in one turn of the event loop are read by one statement, of all their ids: the unseen rows are
 * the same for all of them (one `seen`), and each gets the rows of its own ids, which are what it
 * would have read alone, under a snapshot taken after it asked. Under load a statement each cost the
 * process a socket write (~90 µs on this machine) and PostgreSQL a function call and the unseen rows'
 * scan (bench/shop-catalogue.ts).
 */
export function readIndexedRows(db: Db, ids: readonly number[], seen: Seen): Promise<IndexedRows> {
  let batches = batchesOf.get(db)
  if (!batches) batchesOf.set(db, (batches = new Map()))
  let batch = batches.get(seen)
  if (!batch) {
    const started = { seen, waiting: [] }
    batches.set(seen, (batch = started))
    setImmediate(() => {
      batchesOf.get(db)?.delete(seen)
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
  const tooManyChanged = read.some((row) => row.kind === 2)
  const only = waiting.length === 1 ? waiting[0] : undefined
  if (only) return only.resolve({ rows: read.filter((row) => row.kind !== 2), tooManyChanged })
  const known = new Map<number, IndexedRow>()
  const changed: IndexedRow[] = []
  for (const row of read) {
    if (row.kind === 0) known.set(Number(row.id), row)
    else if (row.kind === 1) changed.push(row)
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
