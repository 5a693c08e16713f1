import { useInfiniteQuery } from '@tanstack/react-query'
import type { ClubOrderView } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type ListOrdersReturnType = { items: ClubOrderView[]; nextCursor: string | null }
export const ORDERS_PAGE_SIZE = 20

/** GET /app/club/orders: one page of my orders, newest first. */
export function listOrders(cursor: string | undefined, signal?: AbortSignal): Promise<ListOrdersReturnType> {
  const search = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE) })
  if (cursor) search.set('cursor', cursor)
  return apiRequest(`/club/orders?${search.toString()}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubOrdersPageSchema)),
  })
}

export function useOrders() {
  return useInfiniteQuery({
    queryKey: clubMoneyKeys.orders(),
    queryFn: ({ pageParam, signal }) => listOrders(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
