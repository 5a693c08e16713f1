import type { ProductCard } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { databasePage } from './databasePage'
import { indexPage } from './indexPage'
import { cursorAfter, type ListPage, type ListQuery, type ProductListRow } from './listQuery'
import { imageUrl } from './productViews'

export type ListProductsParameters = ListQuery & { uploadsBaseUrl: string }
export type ListProductsReturnType = { items: ProductCard[]; nextCursor: string | null }
/** 400 invalidParams: a malformed cursor, or one of another sort. */
export type ListProductsErrorType = DomainError

/** The accelerator's page when it has one, else the reference's. */
export const listPage: ListPage = async (db, query) => (await indexPage(db, query)) ?? databasePage(db, query)

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

/** GET /app/shop/products: listed products, filtered and sorted, in keyset pages (`page`: tests only). */
export async function listProducts(
  db: Db,
  { uploadsBaseUrl, ...query }: ListProductsParameters,
  page: ListPage = listPage,
): Promise<ListProductsReturnType> {
  const rows = await page(db, query)
  const items = rows.length > query.limit ? rows.slice(0, query.limit) : rows
  const last = items.at(-1)
  return {
    items: items.map((row) => cardOf(row, uploadsBaseUrl)),
    nextCursor: rows.length > query.limit && last ? cursorAfter(query.sort, last) : null,
  }
}
