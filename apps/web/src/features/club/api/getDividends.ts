import { useQuery } from '@tanstack/react-query'
import type { ClubDividends } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type GetDividendsReturnType = ClubDividends

/** GET /app/club/dividends: claimable, earned and today's income per kind, and the last settled day. */
export function getDividends(signal?: AbortSignal): Promise<GetDividendsReturnType> {
  return apiRequest('/club/dividends', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubDividendsSchema)),
  })
}

export function useDividends() {
  return useQuery({
    queryKey: [...clubMoneyKeys.dividends(), 'summary'],
    queryFn: ({ signal }) => getDividends(signal),
  })
}
