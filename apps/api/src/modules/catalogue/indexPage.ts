import type { ProductSort } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { readIndexedRows, type IndexedRow } from './indexedRows'
import { searchTerms, type ListQuery, type ProductListRow } from './listQuery'
import { decodeProductCursor } from './productCursor'
import { indexTerm, searchIndexOf } from './searchIndex'

/**
 * Non-negative integers as PostgreSQL writes numeric(78,0) (no sign, no leading zero: the price
 * check), compared as numbers: the longer is the larger, else the strings' order.
 */
const compareBaseUnits = (a: string, b: string) =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0

/**
 * `a` before `b` in `sort`'s order, on rows as read (the SQL's ORDER BY). The keys compared as read,
 * no BigInt made per comparison (a page's sort and checks compared its rows some hundred times).
 */
function rowOrder(sort: ProductSort): (a: ProductListRow, b: ProductListRow) => number {
  const ascending = sort === 'priceAsc' ? 1 : -1
  const byKey: (a: ProductListRow, b: ProductListRow) => number =
    sort === 'sales'
      ? (a, b) => a.sales - b.sales
      : sort === 'newest'
        ? () => 0 // keyed by the id alone
        : (a, b) => compareBaseUnits(a.price, b.price)
  return (a, b) => {
    const byKeys = byKey(a, b)
    if (byKeys !== 0) return byKeys < 0 ? -ascending : ascending
    const i = Number(a.id)
    const j = Number(b.id)
    return i === j ? 0 : i < j ? -ascending : ascending
  }
}

/**
 * The catalogue's accelerator (ListPage in listQuery.ts, ADR 006): a page of the list or of a search
 * from this process's index of the names (searchIndex.ts) when it has one and every term is lower-cased
 * here as the database would (indexTerm); else undefined, and the reference (databasePage.ts) answers.
 * The index gives the first matches it knows (as its last read saw them), a page and one; the database
 * reads them unless changed since, and every row changed since, kept here if it matches
 * (readIndexedRows: one statement for the pages asked for at once). Those up to the index's last are the
 * page when there are enough of them (a page and one: no slack asked for, a row changed but still before
 * it counts), or when they were all the index's matches; else (rows changed away or deleted meanwhile)
 * it asks again for more.
 */
export async function indexPage(db: Db, query: ListQuery): Promise<ProductListRow[] | undefined> {
  const lowered = searchTerms(query.q).map(indexTerm)
  if (lowered.some((term) => term === undefined)) return undefined
  const index = searchIndexOf(db)
  if (!index) return undefined
  const { category, sort, limit } = query
  const cursor = query.cursor === undefined ? undefined : decodeProductCursor(query.cursor, sort)
  const order = rowOrder(sort)
  const last =
    cursor &&
    ({ id: String(cursor.id), sales: Number(cursor.key), price: String(cursor.key) } as ProductListRow)
  // A row changed unseen, as the SQL search's conditions would take it.
  const matching = (row: IndexedRow) =>
    row.kind === 0 ||
    (row.listed &&
      (category === undefined || row.category === category) &&
      lowered.every((term) => row.search_name?.includes(term as string)) &&
      (!last || order(last, row) < 0))
  for (let asked = limit + 1, attempt = 0; attempt < 3; attempt++, asked *= 8) {
    const found = index.matches(lowered as string[], sort, { category, cursor, limit: asked })
    const read = await readIndexedRows(db, found.ids, found.seen)
    if (read.tooManyChanged) return undefined
    const rows = read.rows.filter(matching)
    if (found.complete) return rows.sort(order).slice(0, limit + 1)
    // The rows the index knows unchanged and did not give come after the last it gave: the rows up to
    // that one (unchanged, or changed and still matching) are the page if there are enough of them.
    const bound =
      found.last &&
      ({
        id: String(found.last.id),
        sales: found.last.sales,
        price: String(found.last.price),
      } as ProductListRow)
    const sure = bound ? rows.filter((row) => order(row, bound) <= 0) : []
    if (sure.length > limit) return sure.sort(order).slice(0, limit + 1)
    const known = new Set(rows.filter((row) => row.kind === 0).map((row) => Number(row.id)))
    index.drop(
      found.ids.filter((id) => !known.has(id)),
      found.generation,
    )
  }
  return undefined
}
