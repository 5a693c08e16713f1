import { useInfiniteQuery } from '@tanstack/react-query'
import type { Bill } from '@vita/shared/schemas/assets'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { assetsKeys, type BillFilters } from './keys'

export type ListBillsParameters = BillFilters & { cursor?: string | undefined; limit?: number }
export type ListBillsReturnType = { items: Bill[]; nextCursor: string | null }

export const BILLS_PAGE_SIZE = 20

/** The query string of the bill log filters (shared with the CSV export). */
export function billsSearch(parameters: ListBillsParameters): string {
  const search = new URLSearchParams()
  if (parameters.currency) search.set('currency', parameters.currency)
  if (parameters.type) search.set('type', parameters.type)
  if (parameters.cursor) search.set('cursor', parameters.cursor)
  if (parameters.limit !== undefined) search.set('limit', String(parameters.limit))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** GET /app/assets/bills: one page of the bill log, newest first. */
export function listBills(
  parameters: ListBillsParameters,
  signal?: AbortSignal,
): Promise<ListBillsReturnType> {
  return apiRequest(`/assets/bills${billsSearch(parameters)}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/assets').then((m) => m.billsPageSchema)),
  })
}

export function useBills(filters: BillFilters) {
  return useInfiniteQuery({
    queryKey: assetsKeys.bills(filters),
    queryFn: ({ pageParam, signal }) =>
      listBills({ ...filters, cursor: pageParam, limit: BILLS_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
