import { useQuery } from '@tanstack/react-query'
import type { ClubStats } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { teamKeys } from './teamKeys'

export type GetStatsReturnType = ClubStats

/** GET /app/club/stats: club totals (members, orders, consumption, pools, today). */
export function getStats(signal?: AbortSignal): Promise<GetStatsReturnType> {
  return apiRequest('/club/stats', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubStatsSchema)),
  })
}

export function useClubStats() {
  return useQuery({ queryKey: teamKeys.stats(), queryFn: ({ signal }) => getStats(signal) })
}
