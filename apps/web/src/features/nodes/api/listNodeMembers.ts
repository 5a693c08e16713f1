import { useInfiniteQuery } from '@tanstack/react-query'
import type { NodeMember } from '@vita/shared/schemas/nodes'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { cursorPaging, nodeKeys, nodePageSearch, nodePath } from './nodeKeys'

export type ListNodeMembersParameters = { id: string; cursor?: string | undefined }
export type ListNodeMembersReturnType = { items: NodeMember[]; nextCursor: string | null }
export const NODE_MEMBERS_PAGE_SIZE = 20

/** GET /app/club/nodes/:id/members (holder only, 404 otherwise): the holder's downline in tree order. */
export function listNodeMembers(
  parameters: ListNodeMembersParameters,
  signal?: AbortSignal,
): Promise<ListNodeMembersReturnType> {
  return apiRequest(
    nodePath(parameters.id, `/members${nodePageSearch(parameters.cursor, NODE_MEMBERS_PAGE_SIZE)}`),
    {
      signal,
      parse: lazyParse(() => import('@vita/shared/schemas/nodes').then((m) => m.nodeMembersPageSchema)),
    },
  )
}

/** Silent: the screen shows "not found" (not the holder) or its own load-failed card. */
export function useNodeMembers(id: string) {
  return useInfiniteQuery({
    queryKey: nodeKeys.members(id),
    queryFn: ({ pageParam, signal }) => listNodeMembers({ id, cursor: pageParam }, signal),
    ...cursorPaging,
    meta: { silent: true },
  })
}
