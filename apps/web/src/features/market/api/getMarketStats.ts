import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MarketStats } from '@vita/shared/schemas/market'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { MARKET_FRESH_MS, marketKeys } from './keys'

export type GetMarketStatsReturnType = MarketStats

/** GET /app/market/stats: the price chart header (price, 24h change/high/low/volume/value, supply, cap). */
export function getMarketStats(): Promise<GetMarketStatsReturnType> {
  return apiRequest('/market/stats', {
    parse: lazyParse(() => import('@vita/shared/schemas/market').then((m) => m.marketStatsSchema)),
  })
}

export const marketStatsQuery = () =>
  queryOptions({ queryKey: marketKeys.stats(), queryFn: getMarketStats, staleTime: MARKET_FRESH_MS })

export function useMarketStats(refetchInterval: number) {
  return useQuery({ ...marketStatsQuery(), refetchInterval })
}
