import { useQuery } from '@tanstack/react-query'
import type { ClubRulesView } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'

/** The club's own key for the same answer, so the manual and the rules dialog share one cache entry. */
export const clubRulesKey = ['club', 'rules'] as const

/** GET /app/club/rules (no auth): the club rules as configured, so the manual never disagrees with them. */
export function getClubRules(signal?: AbortSignal): Promise<ClubRulesView> {
  return apiRequest('/club/rules', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubRulesSchema)),
  })
}

export function useClubRules() {
  return useQuery({
    queryKey: clubRulesKey,
    queryFn: ({ signal }) => getClubRules(signal),
    staleTime: 5 * 60_000,
  })
}
