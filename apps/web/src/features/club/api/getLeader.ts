import { useQuery } from '@tanstack/react-query'
import type { ClubLeader } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { teamKeys } from './teamKeys'

export type GetLeaderReturnType = ClubLeader

/** GET /app/club/leader: my referrer and my nearest upline at V3 or above. */
export function getLeader(signal?: AbortSignal): Promise<GetLeaderReturnType> {
  return apiRequest('/club/leader', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubLeaderSchema)),
  })
}

export function useClubLeader() {
  return useQuery({ queryKey: teamKeys.leader(), queryFn: ({ signal }) => getLeader(signal) })
}
