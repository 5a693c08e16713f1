import { useInfiniteQuery } from '@tanstack/react-query'
import type { DividendStatement } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type DividendKind = 'static' | 'dynamic'
export type ListDividendHistoryReturnType = { items: DividendStatement[]; nextCursor: string | null }
export const HISTORY_PAGE_SIZE = 20

/** GET /app/club/dividends/history?kind=: my daily statements of one kind, newest first. */
export function listDividendHistory(
  kind: DividendKind,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ListDividendHistoryReturnType> {
  const search = new URLSearchParams({ kind, limit: String(HISTORY_PAGE_SIZE) })
  if (cursor) search.set('cursor', cursor)
  return apiRequest(`/club/dividends/history?${search.toString()}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.dividendHistoryPageSchema)),
  })
}

export function useDividendHistory(kind: DividendKind) {
  return useInfiniteQuery({
    queryKey: clubMoneyKeys.dividendHistory(kind),
    queryFn: ({ pageParam, signal }) => listDividendHistory(kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
