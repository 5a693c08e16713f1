import { useInfiniteQuery } from '@tanstack/react-query'
import type { TeamMember } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { MEMBERS_PAGE_SIZE, pageSearch, teamKeys } from './teamKeys'

export type ListSubMembersParameters = { id: string; cursor?: string | undefined; limit?: number }
export type ListSubMembersReturnType = { items: TeamMember[]; nextCursor: string | null }

/** GET /app/club/members/:id/sub-members: one page of that member's direct members. */
export function listSubMembers(
  parameters: ListSubMembersParameters,
  signal?: AbortSignal,
): Promise<ListSubMembersReturnType> {
  const search = pageSearch(parameters.cursor, parameters.limit ?? MEMBERS_PAGE_SIZE)
  return apiRequest(`/club/members/${encodeURIComponent(parameters.id)}/sub-members${search}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.teamMembersPageSchema)),
  })
}

export function useSubMembers(id: string) {
  return useInfiniteQuery({
    queryKey: teamKeys.subMembers(id),
    queryFn: ({ pageParam, signal }) => listSubMembers({ id, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
