import { useQuery } from '@tanstack/react-query'
import type { ClubMemberDetail } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { teamKeys } from './teamKeys'

export type GetMemberParameters = { id: string }
export type GetMemberReturnType = ClubMemberDetail

/** GET /app/club/members/:id: a member of my downline (404 for anyone else). */
export function getMember(
  parameters: GetMemberParameters,
  signal?: AbortSignal,
): Promise<GetMemberReturnType> {
  return apiRequest(`/club/members/${encodeURIComponent(parameters.id)}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubMemberDetailSchema)),
  })
}

/** Silent: the screen shows "member not found" or its own load-failed card. */
export function useMember(id: string) {
  return useQuery({
    queryKey: teamKeys.member(id),
    queryFn: ({ signal }) => getMember({ id }, signal),
    meta: { silent: true },
  })
}
