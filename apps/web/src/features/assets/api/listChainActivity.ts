import { useInfiniteQuery } from '@tanstack/react-query'
import type { ChainActivityPage } from '@vita/shared/schemas/chainActivity'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { assetsKeys } from './keys'

export type ListChainActivityParameters = { cursor?: string | undefined; limit: number }
export type ListChainActivityReturnType = ChainActivityPage

export const CHAIN_ACTIVITY_PAGE_SIZE = 20

/** GET /app/assets/chain-activity: one page of the member's wallet activity and card payments, newest first. */
export function listChainActivity(
  { cursor, limit }: ListChainActivityParameters,
  signal?: AbortSignal,
): Promise<ListChainActivityReturnType> {
  const search = new URLSearchParams({ limit: String(limit) })
  if (cursor) search.set('cursor', cursor)
  return apiRequest(`/assets/chain-activity?${search.toString()}`, {
    signal,
    parse: lazyParse(() =>
      import('@vita/shared/schemas/chainActivity').then((m) => m.chainActivityPageSchema),
    ),
  })
}

export function useChainActivity() {
  return useInfiniteQuery({
    queryKey: assetsKeys.chainActivity(),
    queryFn: ({ pageParam, signal }) =>
      listChainActivity({ cursor: pageParam, limit: CHAIN_ACTIVITY_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
