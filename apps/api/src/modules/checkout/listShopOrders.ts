import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm'
import { cursorSchemas, statusesOfTab, type ShopOrderTab } from '@vita/shared'
import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { invalidInput, type DomainError } from '../../platform/http/domainError'
import { shopOrders } from './tables'
import { toShopOrderViews } from './orderView'

export type ListShopOrdersParameters = {
  memberId: number
  tab: ShopOrderTab
  cursor?: string | undefined
  limit: number
  uploadsBaseUrl: string
}
export type ListShopOrdersReturnType = { items: ShopOrder[]; nextCursor: string | null }
/** invalidParams (400): a cursor that is not a row id. */
export type ListShopOrdersErrorType = DomainError

/** The caller's orders of one tab, newest first, in keyset pages by id. */
export async function listShopOrders(db: Db, p: ListShopOrdersParameters): Promise<ListShopOrdersReturnType> {
  if (p.cursor !== undefined && !cursorSchemas.rowId.safeParse(p.cursor).success)
    throw invalidInput('invalidParams', { field: 'cursor' })
  const conditions: SQL[] = [eq(shopOrders.memberId, p.memberId)]
  if (p.tab !== 'all') conditions.push(inArray(shopOrders.status, [...statusesOfTab(p.tab)]))
  if (p.cursor !== undefined) conditions.push(lt(shopOrders.id, Number(p.cursor)))
  const rows = await db
    .select()
    .from(shopOrders)
    .where(and(...conditions))
    .orderBy(desc(shopOrders.id))
    .limit(p.limit + 1)
  const page = rows.slice(0, p.limit)
  const last = page[page.length - 1]
  return {
    items: await toShopOrderViews(db, page, p.uploadsBaseUrl),
    nextCursor: rows.length > p.limit && last ? String(last.id) : null,
  }
}
