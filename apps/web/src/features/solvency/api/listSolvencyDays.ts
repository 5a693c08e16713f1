import { useInfiniteQuery } from '@tanstack/react-query'
import type { SolvencyDaysPage } from '@vita/shared/schemas/solvency'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { solvencyKeys } from './keys'

export const SOLVENCY_DAYS_PAGE_SIZE = 20

/** GET /app/solvency/days (public): snapshots newest first; the cursor is the previous page's last day. */
export function listSolvencyDays(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SolvencyDaysPage> {
  const search = new URLSearchParams({ limit: String(SOLVENCY_DAYS_PAGE_SIZE) })
  if (cursor) search.set('cursor', cursor)
  return apiRequest(`/solvency/days?${search.toString()}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/solvency').then((m) => m.solvencyDaysPageSchema)),
  })
}

export function useSolvencyDays() {
  return useInfiniteQuery({
    queryKey: solvencyKeys.days(),
    queryFn: ({ pageParam, signal }) => listSolvencyDays(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
