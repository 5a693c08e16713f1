import { useQuery } from '@tanstack/react-query'
import type { StaticDividend } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type GetStaticDividendReturnType = StaticDividend

/** GET /app/club/dividends/static: spec §3 "Static dividend" as of the last settled day. */
export function getStaticDividend(signal?: AbortSignal): Promise<GetStaticDividendReturnType> {
  return apiRequest('/club/dividends/static', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.staticDividendSchema)),
  })
}

export function useStaticDividend() {
  return useQuery({
    queryKey: clubMoneyKeys.staticDividend(),
    queryFn: ({ signal }) => getStaticDividend(signal),
  })
}
