import type { CandleInterval } from '@vita/shared/schemas/market'

/** Query keys of the market feature (API reads). */
export const marketKeys = {
  all: ['market'] as const,
  stats: () => [...marketKeys.all, 'stats'] as const,
  price: () => [...marketKeys.all, 'price'] as const,
  candles: (interval: CandleInterval) => [...marketKeys.all, 'candles', interval] as const,
  pools: () => [...marketKeys.all, 'pools'] as const,
}

/** The price chart's stats and candles poll at this pace and update in place. */
export const MARKET_POLL_MS = 5_000
