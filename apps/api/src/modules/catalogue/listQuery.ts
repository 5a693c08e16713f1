import type { ProductCategory, ProductSort } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { encodeProductCursor } from './productCursor'

/** A page of the list or of a search as asked (GET /app/shop/products's query). */
export type ListQuery = {
  q?: string | undefined
  category?: ProductCategory | undefined
  sort: ProductSort
  cursor?: string | undefined
  limit: number
}

/** A product card's columns as a page is read (both implementations of ListPage). */
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
 * The catalogue's one interface for a page of the list or of a search: the first `limit + 1` listed
 * products whose zh or en name holds every term of `q` (partial words, any case: spec §2), of
 * `category`, in `sort`'s order after `cursor` (one more than a page tells there is a next one).
 * Two implementations: the reference, PostgreSQL's statement (databasePage.ts), and one accelerator,
 * this process's index of the names (indexPage.ts, ADR 006), which answers undefined when it cannot and
 * is tested equal to the reference (listFromIndex, searchIndex and shortSearch tests). listProducts.ts picks.
 */
export type ListPage = (db: Db, query: ListQuery) => Promise<ProductListRow[]>

/** Search terms at most: each must match the zh or the en name. */
const TERMS_MAX = 5

/** The whitespace-separated terms of a search, at most TERMS_MAX. */
export const searchTerms = (q: string | undefined) =>
  (q ?? '').split(/\s+/).filter(Boolean).slice(0, TERMS_MAX)

/** The cursor of the page after the one ending at `last`: its sort key and id. */
export function cursorAfter(sort: ProductSort, last: ProductListRow): string {
  const key = sort === 'sales' ? BigInt(last.sales) : sort === 'newest' ? BigInt(last.id) : BigInt(last.price)
  return encodeProductCursor({ sort, key, id: Number(last.id) })
}
