import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ClubEarnings } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { teamKeys } from './teamKeys'

export type GetEarningsParameters = { days: number }
export type GetEarningsReturnType = ClubEarnings

/** GET /app/club/earnings?days=: my totals by kind and my settled days. */
export function getEarnings(
  parameters: GetEarningsParameters,
  signal?: AbortSignal,
): Promise<GetEarningsReturnType> {
  return apiRequest(`/club/earnings?days=${parameters.days}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubEarningsSchema)),
  })
}

/** Switching the days keeps the previous answer on screen until the new one arrives. */
export function useEarnings(days: number) {
  return useQuery({
    queryKey: teamKeys.earnings(days),
    queryFn: ({ signal }) => getEarnings({ days }, signal),
    placeholderData: keepPreviousData,
  })
}
