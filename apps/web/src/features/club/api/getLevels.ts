import { useQuery } from '@tanstack/react-query'
import type { ClubLevels } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { teamKeys } from './teamKeys'

export type GetLevelsReturnType = ClubLevels

/** GET /app/club/levels: the level table with my level. */
export function getLevels(signal?: AbortSignal): Promise<GetLevelsReturnType> {
  return apiRequest('/club/levels', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubLevelsSchema)),
  })
}

export function useClubLevels() {
  return useQuery({ queryKey: teamKeys.levels(), queryFn: ({ signal }) => getLevels(signal) })
}
