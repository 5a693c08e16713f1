import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { ProductCategory, ProductSort } from '@vita/shared'
import type { ProductCard } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import type { DomainError } from '../../../platform/http/domainError'
import { shopProducts as p } from '../tables'
import { decodeProductCursor, encodeProductCursor, type ProductCursor } from './productCursor'
import { toProductCard } from './productViews'

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
 * Partial words in either language (spec §2 search): every whitespace-separated term must occur in the
 * zh name (ILIKE) or the lower-cased en name (LIKE on lower()), the two trigram-indexed expressions (the
 * gram index for terms of one or two characters), so
 * `蓝牙`, `Blue` and `ooth` all find "蓝牙耳机 / Bluetooth earbuds". Matches keep the chosen sort (the
 * spec's list has no relevance order).
 */
function nameMatches(q: string | undefined): SQL[] {
  const terms = (q ?? '').split(/\s+/).filter(Boolean).slice(0, TERMS_MAX)
  return terms.map((term) => {
    const pattern = containing(term)
    const matches = sql`(${p.nameZh} ilike ${pattern} or lower(${p.nameEn}) like lower(${pattern}))`
    // One or two characters (code points, as PostgreSQL counts) hold no trigram: the names' grams
    // (shop_products_name_grams) narrow instead. Every name the match accepts holds the term among its
    // grams, so the condition only lets the index answer; the match still decides.
    if (Array.from(term).length > 2) return matches
    return sql`(shop_name_grams(${p.nameZh}, ${p.nameEn}) @> array[lower(${term})] and ${matches})`
  })
}

const price = (key: bigint) => sql`${key.toString()}::numeric`

/** Each sort's order (unique with the id as the tie-breaker), keyset condition and the key of a row. */
const SORTS: Record<
  ProductSort,
  {
    order: SQL[]
    after(cursor: ProductCursor): SQL
    key(row: { sales: number; price: bigint; id: number }): bigint
  }
> = {
  sales: {
    // NULLS LAST as in shop_products_sales_idx / _category_sales_idx, else the planner sorts the table.
    order: [sql`${p.sales} desc nulls last`, sql`${p.id} desc nulls last`],
    after: (c) => sql`(${p.sales}, ${p.id}) < (${Number(c.key)}, ${c.id})`,
    key: (row) => BigInt(row.sales),
  },
  priceAsc: {
    order: [asc(p.price), asc(p.id)],
    after: (c) => sql`(${p.price}, ${p.id}) > (${price(c.key)}, ${c.id})`,
    key: (row) => row.price,
  },
  priceDesc: {
    order: [desc(p.price), desc(p.id)],
    after: (c) => sql`(${p.price}, ${p.id}) < (${price(c.key)}, ${c.id})`,
    key: (row) => row.price,
  },
  newest: {
    order: [desc(p.id)],
    after: (c) => sql`${p.id} < ${c.id}`,
    key: (row) => BigInt(row.id),
  },
}

/** The list's query for `parameters` (limit + 1 rows: one more tells there is a next page). */
export function productListQuery(db: Db, parameters: Omit<ListProductsParameters, 'uploadsBaseUrl'>) {
  const { q, category, sort, limit } = parameters
  const order = SORTS[sort]
  const cursor = parameters.cursor === undefined ? undefined : decodeProductCursor(parameters.cursor, sort)
  return db
    .select({
      id: p.id,
      uuid: p.uuid,
      category: p.category,
      nameZh: p.nameZh,
      nameEn: p.nameEn,
      images: p.images,
      price: p.price,
      stock: p.stock,
      sales: p.sales,
    })
    .from(p)
    .where(
      and(
        eq(p.listed, true),
        category ? eq(p.category, category) : undefined,
        ...nameMatches(q),
        cursor ? order.after(cursor) : undefined,
      ),
    )
    .orderBy(...order.order)
    .limit(limit + 1)
}

/** GET /app/shop/products: listed products, filtered and sorted, in keyset pages. */
export async function listProducts(
  db: Db,
  parameters: ListProductsParameters,
): Promise<ListProductsReturnType> {
  const { sort, limit, uploadsBaseUrl } = parameters
  const order = SORTS[sort]
  const rows = await productListQuery(db, parameters)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toProductCard(row, uploadsBaseUrl)),
    nextCursor:
      rows.length > limit && last ? encodeProductCursor({ sort, key: order.key(last), id: last.id }) : null,
  }
}
