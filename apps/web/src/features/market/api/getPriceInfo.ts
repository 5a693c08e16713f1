import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PriceInfo } from '@vita/shared/schemas/market'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { MARKET_FRESH_MS, marketKeys } from './keys'

export type GetPriceInfoReturnType = PriceInfo

/**
 * GET /app/market/price: the order price (the accounting contract's currentPrice, the one staking
 * orders return DPINE at), whether it is the pool's time-weighted average or its spot price, and
 * the live pool price.
 */
export function getPriceInfo(): Promise<GetPriceInfoReturnType> {
  return apiRequest('/market/price', {
    parse: lazyParse(() => import('@vita/shared/schemas/market').then((m) => m.priceInfoSchema)),
  })
}

export const priceInfoQuery = () =>
  queryOptions({ queryKey: marketKeys.price(), queryFn: getPriceInfo, staleTime: MARKET_FRESH_MS })

export function usePriceInfo(refetchInterval: number) {
  return useQuery({ ...priceInfoQuery(), refetchInterval })
}
