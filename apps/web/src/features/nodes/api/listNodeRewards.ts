import { useInfiniteQuery } from '@tanstack/react-query'
import type { NodeRewardDay } from '@vita/shared/schemas/nodes'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { cursorPaging, nodeKeys, nodePageSearch, nodePath } from './nodeKeys'

export type ListNodeRewardsParameters = { id: string; cursor?: string | undefined }
export type ListNodeRewardsReturnType = { items: NodeRewardDay[]; nextCursor: string | null }
export const NODE_REWARDS_PAGE_SIZE = 30

/** GET /app/club/nodes/:id/rewards (holder only): one row per settled day, newest first. */
export function listNodeRewards(
  parameters: ListNodeRewardsParameters,
  signal?: AbortSignal,
): Promise<ListNodeRewardsReturnType> {
  return apiRequest(
    nodePath(parameters.id, `/rewards${nodePageSearch(parameters.cursor, NODE_REWARDS_PAGE_SIZE)}`),
    {
      signal,
      parse: lazyParse(() => import('@vita/shared/schemas/nodes').then((m) => m.nodeRewardsPageSchema)),
    },
  )
}

export function useNodeRewards(id: string) {
  return useInfiniteQuery({
    queryKey: nodeKeys.rewards(id),
    queryFn: ({ pageParam, signal }) => listNodeRewards({ id, cursor: pageParam }, signal),
    ...cursorPaging,
  })
}
