import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { TeamMember } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { MEMBERS_PAGE_SIZE, pageSearch, teamKeys } from './teamKeys'

export type ListTeamMembersParameters = { cursor?: string | undefined; limit?: number }
export type ListTeamMembersReturnType = { items: TeamMember[]; nextCursor: string | null }

/** GET /app/club/team/members: one page of my direct members. */
export function listTeamMembers(
  parameters: ListTeamMembersParameters,
  signal?: AbortSignal,
): Promise<ListTeamMembersReturnType> {
  return apiRequest(
    `/club/team/members${pageSearch(parameters.cursor, parameters.limit ?? MEMBERS_PAGE_SIZE)}`,
    {
      signal,
      parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.teamMembersPageSchema)),
    },
  )
}

export const teamMembersQuery = () =>
  infiniteQueryOptions({
    queryKey: teamKeys.directMembers(),
    queryFn: ({ pageParam, signal }) => listTeamMembers({ cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export function useTeamMembers() {
  return useInfiniteQuery(teamMembersQuery())
}
