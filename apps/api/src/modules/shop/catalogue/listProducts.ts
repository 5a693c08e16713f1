import type { ProductCategory, ProductSort } from '@vita/shared'
import type { ProductCard } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import { rawQuery } from '../../../platform/db/sql'
import type { DomainError } from '../../../platform/http/domainError'
import { decodeProductCursor, encodeProductCursor } from './productCursor'
import { readIndexedRows, type IndexedRow, type ProductListRow } from './indexedRows'
import { imageUrl } from './productViews'
import { indexTerm, searchIndexOf } from './searchIndex'
import { commonInSample, sampledSearchNames } from './searchSample'

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
 * (but newest, keyed by the id), for a search whether it walks first, the row count. Bypassing the query builder: building and mapping cost more CPU than PostgreSQL's
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
 * A search reads its matches through the trigram index when there are at most this many (each one
 * visited, then the page sorted from them); past it, it walks the sort order's index instead, which
 * meets a page of matches within about (limit × listed ÷ matches) rows. A bound near
 * sqrt(limit × listed) keeps the worse of the two, the bounded read plus the walk, near the best of
 * either: 1,000 for pages of 20 over 100,000 products (bench/shop-catalogue.ts).
 */
export const SEARCH_MATCHES_READ = 1000

/**
 * A term in one name of 50 or more meets a page of 20 within about 1,000 rows of the sort order:
 * such a search walks first, up to this many rows, before the bounded read (which would read 1,001
 * of its matches in vain). Whether it is such a term, the table's statistics tell (searchText).
 */
export const SEARCH_WALK_FIRST_ROWS = 2000

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

/**
 * A search in one statement, its strategy chosen by the number of matches rather than by the planner's
 * guess of it (a generic estimate of `%term%` walked 3,300 rows of the sales index for a term in one
 * name of 150, and read every match of a term in one of 12). `walkFirst` (commonInSample: the terms
 * are in at least one name of 50 sampled by the statistics): `walk` walks the first
 * SEARCH_WALK_FIRST_ROWS rows of the sort order, and a page of matches found there is the page.
 * Otherwise (or without statistics: PGlite before an ANALYZE) `matches`
 * reads up to SEARCH_MATCHES_READ + 1 of them through the trigram (or gram) index; when that was all
 * of them the page is sorted from them, else the last branch walks the sort order to its end if need
 * be. A CTE runs only if a branch that runs reads it, and each branch's condition is decided before
 * its rows. The walks' ORDER BY in a subquery keeps the match out of
 * the index scan, so they stop at a page of matches. Only the page's rows are then read whole, each
 * by its id (the lateral subquery: a generic plan, not knowing the page's size, merged the page with a
 * scan of the whole primary key). The choice being made as the statement runs, it is prepared like
 * the lists and its generic plan serves every term. `walkFirst` only chooses the order of the
 * attempts: every branch answers the same page.
 */
function searchText(
  sort: ProductSort,
  listed: readonly string[],
  terms: readonly SearchTerm[],
  walkFirst: string,
  limit: string,
): string {
  const { order } = SORTS[sort]
  const read = SEARCH_MATCHES_READ
  const walked = terms.map((term) => nameMatch(term, false)).join(' and ')
  // A term of one or two characters is in many names (its grams' lists are long): with a longer term
  // beside it, the trigram index alone narrows (`耳机 1234` read 7,692 entries of the gram index).
  const anyLong = terms.some((term) => term.pattern)
  const sortOrder = (rows: string) =>
    `(select p.id, p.sales, p.price, p.search_name from shop_products p
          where ${listed.join(' and ')} order by ${order} ${rows}) p`
  const notWalked = `(not ${walkFirst}::boolean or (select count(*) from walk) < ${limit}::int)`
  return `with walk as materialized (
      select p.id, p.sales, p.price from ${sortOrder(`limit ${SEARCH_WALK_FIRST_ROWS}`)}
      where ${walked} limit ${limit}::int),
    matches as materialized (
      select p.id, p.sales, p.price from shop_products p
      where ${[...listed, ...terms.map((term) => nameMatch(term, !!term.pattern || !anyLong))].join(' and ')}
      limit ${read + 1}),
    page as ((select p.id, p.sales, p.price from walk p
        where ${walkFirst}::boolean and (select count(*) from walk) >= ${limit}::int)
      union all
      (select p.id, p.sales, p.price from matches p
        where ${notWalked} and (select count(*) from matches) <= ${read}
        order by ${order} limit ${limit}::int)
      union all
      (select p.id, p.sales, p.price from ${sortOrder('offset 0')}
        where ${walked} and ${notWalked} and (select count(*) from matches) > ${read}
        limit ${limit}::int))
    select card.* from page
      cross join lateral (select ${CARD_COLUMNS} from shop_products p where p.id = page.id offset 0) card
    order by ${order.replaceAll('p.', 'page.')}`
}

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
  if (terms.length > 0) return searchText(sort, listed, terms, next(), next())
  // Columns qualified: ORDER BY would take a bare `id` or `price` for the output column (text).
  return `select ${CARD_COLUMNS}
    from shop_products p where ${listed.join(' and ')}
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
 * page), prepared: a search's strategy is chosen as it runs (searchText), not by its plan.
 */
export function productListQuery(
  parameters: Omit<ListProductsParameters, 'uploadsBaseUrl'> & { walkFirst?: boolean },
) {
  const { q, category, sort, limit } = parameters
  const cursor = parameters.cursor === undefined ? undefined : decodeProductCursor(parameters.cursor, sort)
  const terms = searchTerms(q)
  const shortTerms = terms.map((term) => Array.from(term).length <= 2)
  const values: (string | number | boolean)[] = []
  if (category) values.push(category)
  terms.forEach((term, i) => values.push(...(shortTerms[i] ? [term] : [term, containing(term)])))
  if (cursor) values.push(cursor.id, ...(SORTS[sort].keyed ? [cursor.key.toString()] : []))
  if (terms.length > 0) values.push(parameters.walkFirst ?? false)
  values.push(limit + 1)
  const statement = statementFor({ sort, category: category !== undefined, shortTerms, cursor: !!cursor })
  return { ...statement, values }
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

/** A row's card, made once per row object and base URL. */
const CARD = Symbol('card')
type CardOf = { [CARD]?: { base: string; card: ProductCard } }

/**
 * The card of `row`, kept on the row: a row kept from an earlier read (keptRows.ts) serves its card to
 * every page until it changes, and with it the card's JSON (productPageWriter.ts). Cards are not changed
 * once made.
 */
function cardOf(row: ProductListRow & CardOf, uploadsBaseUrl: string): ProductCard {
  const made = row[CARD]
  if (made?.base === uploadsBaseUrl) return made.card
  const card: ProductCard = {
    id: row.uuid,
    category: row.category,
    name: { zh: row.name_zh, en: row.name_en },
    image: row.cover === null ? null : imageUrl(uploadsBaseUrl, row.cover),
    price: row.price,
    stock: row.stock,
    sales: row.sales,
  }
  row[CARD] = { base: uploadsBaseUrl, card }
  return card
}

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
    const walkFirst = terms.length > 0 && commonInSample(await sampledSearchNames(db), terms)
    const query = productListQuery({ ...parameters, walkFirst })
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
