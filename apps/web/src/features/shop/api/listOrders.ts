import { useInfiniteQuery } from '@tanstack/react-query'
import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { ShopOrderTab } from '@vita/shared/shop/orderStatus'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { cursorPaging, shopKeys, shopPath, shopSchemas, shopSearch } from './shopKeys'

export type ListOrdersReturnType = { items: ShopOrder[]; nextCursor: string | null }
export const ORDERS_PAGE_SIZE = 10

/** GET /app/shop/orders?tab=…: my orders of a tab, newest first. */
export function listOrders(
  parameters: { tab: ShopOrderTab; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<ListOrdersReturnType> {
  const search = shopSearch({ tab: parameters.tab, cursor: parameters.cursor, limit: ORDERS_PAGE_SIZE })
  return apiRequest(shopPath('orders', undefined, search), {
    signal,
    parse: lazyParse(() => shopSchemas().then((m) => m.shopOrdersPageSchema)),
  })
}

export function useOrders(tab: ShopOrderTab) {
  return useInfiniteQuery({
    queryKey: shopKeys.orderTab(tab),
    queryFn: ({ pageParam, signal }) => listOrders({ tab, cursor: pageParam }, signal),
    ...cursorPaging,
    meta: { silent: true },
  })
}
