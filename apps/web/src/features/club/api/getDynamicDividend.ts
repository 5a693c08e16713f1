import { useQuery } from '@tanstack/react-query'
import type { DynamicDividend } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type GetDynamicDividendReturnType = DynamicDividend

/** GET /app/club/dividends/dynamic: spec §3 "Dynamic dividend"; `qualified` false for members below V1. */
export function getDynamicDividend(signal?: AbortSignal): Promise<GetDynamicDividendReturnType> {
  return apiRequest('/club/dividends/dynamic', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.dynamicDividendSchema)),
  })
}

export function useDynamicDividend() {
  return useQuery({
    queryKey: clubMoneyKeys.dynamicDividend(),
    queryFn: ({ signal }) => getDynamicDividend(signal),
  })
}
