import { Param, SQL, StringChunk } from 'drizzle-orm'
import type { ProductCategory, ProductSort } from '@vita/shared'
import type { ProductCard } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import { queryRows, rawQuery } from '../../../platform/db/sql'
import type { DomainError } from '../../../platform/http/domainError'
import { decodeProductCursor, encodeProductCursor } from './productCursor'
import { imageUrl } from './productViews'

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
 * term's (a short term: itself, then its pattern; a longer one: its pattern), the cursor's id and key
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
 * zh name (ILIKE) or the lower-cased en name (LIKE on lower()), the two trigram-indexed expressions (the
 * gram index for terms of one or two characters), so
 * `蓝牙`, `Blue` and `ooth` all find "蓝牙耳机 / Bluetooth earbuds". Matches keep the chosen sort (the
 * spec's list has no relevance order).
 */
function nameMatch(short: boolean, next: () => string): string {
  // One or two characters (code points, as PostgreSQL counts) hold no trigram: the names' grams
  // (shop_products_name_grams) narrow instead. Every name the match accepts holds the term among its
  // grams, so the condition only lets the index answer; the match still decides.
  const grams = short ? `shop_name_grams(p.name_zh, p.name_en) @> array[lower(${next()}::text)] and ` : ''
  const pattern = next()
  return `(${grams}(p.name_zh ilike ${pattern}::text or lower(p.name_en) like lower(${pattern}::text)))`
}

function statementText({ sort, category, shortTerms, cursor }: Shape): string {
  let count = 0
  const next = () => `$${++count}`
  const conditions = ['p.listed']
  if (category) conditions.push(`p.category = ${next()}::text`)
  for (const short of shortTerms) conditions.push(nameMatch(short, next))
  if (cursor) {
    const id = next()
    conditions.push(SORTS[sort].after(id, SORTS[sort].keyed ? next() : undefined))
  }
  // Columns qualified: ORDER BY would take a bare `id` or `price` for the output column (text).
  return `select p.id::text as id, p.uuid::text as uuid, p.category, p.name_zh, p.name_en,
      p.images->>0 as cover, p.price::text as price, p.stock, p.sales
    from shop_products p where ${conditions.join(' and ')}
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

type ProductListRow = {
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
 * The list's statement and values for `parameters` (limit + 1 rows: one more tells there is a next
 * page); `prepared` when it holds no search term. A search is planned for its terms every time: a
 * generic plan cannot tell a term in every other name from one in none (an index walk in sort order
 * is right for the one, the trigram index for the other).
 */
export function productListQuery(parameters: Omit<ListProductsParameters, 'uploadsBaseUrl'>) {
  const { q, category, sort, limit } = parameters
  const cursor = parameters.cursor === undefined ? undefined : decodeProductCursor(parameters.cursor, sort)
  const terms = (q ?? '').split(/\s+/).filter(Boolean).slice(0, TERMS_MAX)
  const shortTerms = terms.map((term) => Array.from(term).length <= 2)
  const values: (string | number)[] = []
  if (category) values.push(category)
  terms.forEach((term, i) => {
    if (shortTerms[i]) values.push(term)
    values.push(containing(term))
  })
  if (cursor) values.push(cursor.id, ...(SORTS[sort].keyed ? [cursor.key.toString()] : []))
  values.push(limit + 1)
  const statement = statementFor({ sort, category: category !== undefined, shortTerms, cursor: !!cursor })
  return { ...statement, values, prepared: terms.length === 0 }
}

/** The statement's rows: a page without search terms as a prepared statement, a search planned anew. */
async function productListRows(
  db: Db,
  query: ReturnType<typeof productListQuery>,
): Promise<ProductListRow[]> {
  if (query.prepared) return rawQuery(db)<ProductListRow>(query.name, query.text, query.values)
  const chunks = query.text
    .split(/\$(\d+)/)
    .map((part, i) => (i % 2 === 0 ? new StringChunk(part) : new Param(query.values[Number(part) - 1])))
  return queryRows<ProductListRow>(db, new SQL(chunks))
}

/** GET /app/shop/products: listed products, filtered and sorted, in keyset pages. */
export async function listProducts(
  db: Db,
  parameters: ListProductsParameters,
): Promise<ListProductsReturnType> {
  const { sort, limit, uploadsBaseUrl } = parameters
  const rows = await productListRows(db, productListQuery(parameters))
  const page = rows.length > limit ? rows.slice(0, limit) : rows
  const last = page.at(-1)
  return {
    items: page.map((row) => ({
      id: row.uuid,
      category: row.category,
      name: { zh: row.name_zh, en: row.name_en },
      image: row.cover === null ? null : imageUrl(uploadsBaseUrl, row.cover),
      price: row.price,
      stock: row.stock,
      sales: row.sales,
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeProductCursor({ sort, key: SORTS[sort].key(last), id: Number(last.id) })
        : null,
  }
}
