import { useQuery } from '@tanstack/react-query'
import type { ClubRulesView } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type GetClubRulesReturnType = ClubRulesView

/** GET /app/club/rules (no auth): the configured rules the rules dialog shows. */
export function getClubRules(signal?: AbortSignal): Promise<GetClubRulesReturnType> {
  return apiRequest('/club/rules', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubRulesSchema)),
  })
}

export function useClubRules(enabled = true) {
  return useQuery({
    queryKey: clubMoneyKeys.rules(),
    queryFn: ({ signal }) => getClubRules(signal),
    enabled,
    staleTime: 5 * 60_000,
  })
}
