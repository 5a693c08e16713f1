import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ClubTeam } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { teamKeys } from './teamKeys'

export type GetTeamReturnType = ClubTeam

/** GET /app/club/team: my level and upgrade progress, team performance, legs and counts. */
export function getTeam(signal?: AbortSignal): Promise<GetTeamReturnType> {
  return apiRequest('/club/team', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubTeamSchema)),
  })
}

export const teamQuery = () =>
  queryOptions({ queryKey: teamKeys.team(), queryFn: ({ signal }) => getTeam(signal) })

export function useTeam() {
  return useQuery(teamQuery())
}
