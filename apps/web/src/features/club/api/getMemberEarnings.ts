import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ClubEarnings } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { teamKeys } from './teamKeys'

export type GetMemberEarningsParameters = { id: string; days: number }
export type GetMemberEarningsReturnType = ClubEarnings

/** GET /app/club/members/:id/earnings?days=: that member's totals by kind and settled days. */
export function getMemberEarnings(
  parameters: GetMemberEarningsParameters,
  signal?: AbortSignal,
): Promise<GetMemberEarningsReturnType> {
  return apiRequest(`/club/members/${encodeURIComponent(parameters.id)}/earnings?days=${parameters.days}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubEarningsSchema)),
  })
}

export function useMemberEarnings(id: string, days: number) {
  return useQuery({
    queryKey: teamKeys.memberEarnings(id, days),
    queryFn: ({ signal }) => getMemberEarnings({ id, days }, signal),
    placeholderData: keepPreviousData,
  })
}
