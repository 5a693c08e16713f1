import { useInfiniteQuery } from '@tanstack/react-query'
import type { DirectRewards } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type GetDirectRewardsReturnType = DirectRewards
export const DIRECT_REWARDS_PAGE_SIZE = 20

/** GET /app/club/direct-rewards: invite reward totals and one page of records, newest first. */
export function getDirectRewards(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<GetDirectRewardsReturnType> {
  const search = new URLSearchParams({ limit: String(DIRECT_REWARDS_PAGE_SIZE) })
  if (cursor) search.set('cursor', cursor)
  return apiRequest(`/club/direct-rewards?${search.toString()}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.directRewardsSchema)),
  })
}

export function useDirectRewards() {
  return useInfiniteQuery({
    queryKey: clubMoneyKeys.directRewards(),
    queryFn: ({ pageParam, signal }) => getDirectRewards(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.records.nextCursor ?? undefined,
  })
}
