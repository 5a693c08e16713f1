import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CandleInterval, Candles } from '@vita/shared/schemas/market'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { MARKET_FRESH_MS, marketKeys } from './keys'

export type GetCandlesParameters = { interval: CandleInterval; limit?: number }
export type GetCandlesReturnType = Candles

/** GET /app/market/candles: OHLC buckets of indexed pool trades (empty buckets omitted). */
export function getCandles({ interval, limit = 300 }: GetCandlesParameters): Promise<GetCandlesReturnType> {
  const query = new URLSearchParams({ interval, limit: String(limit) })
  return apiRequest(`/market/candles?${query.toString()}`, {
    parse: lazyParse(() => import('@vita/shared/schemas/market').then((m) => m.candlesSchema)),
  })
}

/** The interval the chart opens on. */
export const DEFAULT_CANDLE_INTERVAL: CandleInterval = '1m'

export const candlesQuery = (interval: CandleInterval = DEFAULT_CANDLE_INTERVAL) =>
  queryOptions({
    queryKey: marketKeys.candles(interval),
    queryFn: () => getCandles({ interval }),
    staleTime: MARKET_FRESH_MS,
  })

export function useCandles(interval: CandleInterval, refetchInterval: number) {
  return useQuery({ ...candlesQuery(interval), refetchInterval, placeholderData: keepPreviousData })
}
