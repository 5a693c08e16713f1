import type { ProductCategory, ProductSort } from '@vita/shared'
import type { ProductCard } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import { rawQuery } from '../../../platform/db/sql'
import type { DomainError } from '../../../platform/http/domainError'
import { decodeProductCursor, encodeProductCursor } from './productCursor'
import { readIndexedRows, type IndexedRow, type ProductListRow } from './indexedRows'
import { imageUrl } from './productViews'
import { indexTerm, searchIndexOf } from './searchIndex'

export type ListProductsParameters = {
  q?: string | undefined
  category?: ProductCategory | undefined
  sort: ProductSort
  cursor?: string | undefined
  limit: number
  uploadsBaseUrl: string
}
export type ListProductsReturnType = { items: ProductCard[]; nextCursor: string | null }
/** 400 invalidParams: a malformed cursor, or one of another sort. */
export type ListProductsErrorType = DomainError

/** Search terms at most: each must match the zh or the en name. */
const TERMS_MAX = 5

/** `%term%` with LIKE's own characters escaped (a `%` typed is a percent sign, not a wildcard). */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The statement of one shape of request, built once. Its parameters, in order: the category, each
 * term's (itself, then for a term of three or more characters its LIKE pattern), the cursor's id and key
 * (but newest, keyed by the id), the row count. Bypassing the query builder: building and mapping cost more CPU than PostgreSQL's
 * answer to a plain page (bench/shop-catalogue.ts).
 */
type Shape = { sort: ProductSort; category: boolean; shortTerms: readonly boolean[]; cursor: boolean }

/** Each sort's order (unique with the id as the tie-breaker), keyset condition and the key of a row. */
const SORTS: Record<
  ProductSort,
  {
    order: string
    /** The keyset condition on the cursor's parameters (`key` undefined: the sort keys by id alone). */
    after(id: string, key?: string): string
    key(row: ProductListRow): bigint
    keyed: boolean
  }
> = {
  sales: {
    // NULLS LAST as in shop_products_sales_idx / _category_sales_idx, else the planner sorts the table.
    order: 'p.sales desc nulls last, p.id desc nulls last',
    after: (id, key) => `(p.sales, p.id) < (${key}::int, ${id}::bigint)`,
    key: (row) => BigInt(row.sales),
    keyed: true,
  },
  priceAsc: {
    order: 'p.price asc, p.id asc',
    after: (id, key) => `(p.price, p.id) > (${key}::numeric, ${id}::bigint)`,
    key: (row) => BigInt(row.price),
    keyed: true,
  },
  priceDesc: {
    order: 'p.price desc, p.id desc',
    after: (id, key) => `(p.price, p.id) < (${key}::numeric, ${id}::bigint)`,
    key: (row) => BigInt(row.price),
    keyed: true,
  },
  newest: {
    order: 'p.id desc',
    after: (id) => `p.id < ${id}::bigint`,
    key: (row) => BigInt(row.id),
    keyed: false,
  },
}

/**
 * Partial words in either language (spec §2 search): every whitespace-separated term must occur in the
 * zh name or the en name, any case: in `search_name` (migration 0019), the two names lower-cased and
 * joined by a line break, which no term holds. So `蓝牙`, `Blue` and `ooth` all find "蓝牙耳机 /
 * Bluetooth earbuds". Matches keep the chosen sort (the spec's list has no relevance order).
 * Read through an index (`indexed`), a term of three or more characters is a LIKE pattern the trigram
 * index answers; one of one or two characters (code points, as PostgreSQL counts) holds no trigram (its
 * LIKE would read the whole trigram index), the names' grams (shop_products_name_grams) narrow instead.
 * Either way strpos decides; for rows already read (a walk of the sort order) it alone, which the
 * planner cannot estimate: it takes it for a third of the rows, so it plans the walk to stop early.
 */
function nameMatch(term: SearchTerm, indexed: boolean): string {
  const contains = `strpos(p.search_name, lower(${term.value}::text)) > 0`
  if (!indexed) return contains
  if (term.pattern) return `(p.search_name like lower(${term.pattern}::text) and ${contains})`
  return `(shop_name_grams(p.name_zh, p.name_en) @> array[lower(${term.value}::text)] and ${contains})`
}

/** A search term's parameters: itself, and its LIKE pattern when it is long enough to hold a trigram. */
type SearchTerm = { value: string; pattern?: string | undefined }

const CARD_COLUMNS = `p.id::text as id, p.uuid::text as uuid, p.category, p.name_zh, p.name_en,
      p.images->>0 as cover, p.price::text as price, p.stock, p.sales`

function statementText({ sort, category, shortTerms, cursor }: Shape): string {
  let count = 0
  const next = () => `$${++count}`
  const listed = ['p.listed']
  if (category) listed.push(`p.category = ${next()}::text`)
  const terms = shortTerms.map((short) => ({ value: next(), pattern: short ? undefined : next() }))
  if (cursor) {
    const id = next()
    listed.push(SORTS[sort].after(id, SORTS[sort].keyed ? next() : undefined))
  }
  // A term of one or two characters is in many names (its grams' lists are long): with a longer term
  // beside it, the trigram index alone narrows (`耳机 1234` read 7,692 entries of the gram index).
  const anyLong = terms.some((term) => term.pattern)
  const matched = terms.map((term) => nameMatch(term, !!term.pattern || !anyLong))
  // Columns qualified: ORDER BY would take a bare `id` or `price` for the output column (text).
  return `select ${CARD_COLUMNS}
    from shop_products p where ${[...listed, ...matched].join(' and ')}
    order by ${SORTS[sort].order} limit ${next()}::int`
}

const statements = new Map<string, { name: string; text: string }>()
function statementFor(shape: Shape) {
  const key = `${shape.sort}.${shape.category ? 'c' : ''}.${shape.shortTerms.map((short) => (short ? 's' : 'l')).join('')}.${shape.cursor ? 'k' : ''}`
  let statement = statements.get(key)
  if (!statement)
    statements.set(key, (statement = { name: `shop_products_${key}`, text: statementText(shape) }))
  return statement
}

/**
 * The list's statement and values for `parameters` (limit + 1 rows: one more tells there is a next
 * page). A list is prepared (its plan is the sort's index whatever the values); a search is planned for
 * its terms each time (`name` undefined): how many names hold a term decides between walking the sort
 * order and reading the matches through the trigram index, and only the term's statistics tell.
 */
export function productListQuery(parameters: Omit<ListProductsParameters, 'uploadsBaseUrl'>) {
  const { q, category, sort, limit } = parameters
  const cursor = parameters.cursor === undefined ? undefined : decodeProductCursor(parameters.cursor, sort)
  const terms = searchTerms(q)
  const shortTerms = terms.map((term) => Array.from(term).length <= 2)
  const values: (string | number | boolean)[] = []
  if (category) values.push(category)
  terms.forEach((term, i) => values.push(...(shortTerms[i] ? [term] : [term, containing(term)])))
  if (cursor) values.push(cursor.id, ...(SORTS[sort].keyed ? [cursor.key.toString()] : []))
  values.push(limit + 1)
  const statement = statementFor({ sort, category: category !== undefined, shortTerms, cursor: !!cursor })
  return { name: terms.length > 0 ? undefined : statement.name, text: statement.text, values }
}

/** The whitespace-separated terms of a search, at most TERMS_MAX. */
const searchTerms = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean).slice(0, TERMS_MAX)

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
 * A page of the list or of a search from this process's index (searchIndex.ts) when it has one and
 * every term is lower-cased here as the database would (indexTerm); else undefined, and the database
 * answers (statementText). The index gives the first matches it knows (as its last read saw them), a
 * page and one; the database reads them unless changed since, and every row changed since, kept here
 * if it matches (readIndexedRows: one statement for the pages asked for at once). Those up to the
 * index's last are the page when there are enough of them (a page and one: no slack asked for, a row
 * changed but still before it counts), or when they were all the index's matches; else (rows changed
 * away or deleted meanwhile) it asks again for more. Without terms, the list's page:
 * read alone, each page was a statement of its own (bench/shop-catalogue.ts, different pages).
 */
export async function pageFromIndex(
  db: Db,
  parameters: Omit<ListProductsParameters, 'uploadsBaseUrl'>,
  terms: readonly string[],
): Promise<ProductListRow[] | undefined> {
  const lowered = terms.map(indexTerm)
  if (lowered.some((term) => term === undefined)) return undefined
  const index = searchIndexOf(db)
  if (!index) return undefined
  const { category, sort, limit } = parameters
  const cursor = parameters.cursor === undefined ? undefined : decodeProductCursor(parameters.cursor, sort)
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

/** A row as the list answers it (productCardSchema). */
const cardOf = (row: ProductListRow, uploadsBaseUrl: string): ProductCard => ({
  id: row.uuid,
  category: row.category,
  name: { zh: row.name_zh, en: row.name_en },
  image: row.cover === null ? null : imageUrl(uploadsBaseUrl, row.cover),
  price: row.price,
  stock: row.stock,
  sales: row.sales,
})

/** GET /app/shop/products: listed products, filtered and sorted, in keyset pages. */
export async function listProducts(
  db: Db,
  parameters: ListProductsParameters,
  options: { fromIndex?: boolean } = {},
): Promise<ListProductsReturnType> {
  const { sort, limit, uploadsBaseUrl } = parameters
  const terms = searchTerms(parameters.q)
  let rows = options.fromIndex !== false ? await pageFromIndex(db, parameters, terms) : undefined
  if (!rows) {
    const query = productListQuery(parameters)
    rows = await rawQuery(db)<ProductListRow>(query.name, query.text, query.values)
  }
  const page = rows.length > limit ? rows.slice(0, limit) : rows
  const last = page.at(-1)
  return {
    items: page.map((row) => cardOf(row, uploadsBaseUrl)),
    nextCursor:
      rows.length > limit && last
        ? encodeProductCursor({ sort, key: SORTS[sort].key(last), id: Number(last.id) })
        : null,
  }
}
