import type { CandleInterval } from '@vita/shared/schemas/market'

/** Query keys of the market feature (API reads). */
export const marketKeys = {
  all: ['market'] as const,
  stats: () => [...marketKeys.all, 'stats'] as const,
  price: () => [...marketKeys.all, 'price'] as const,
  candles: (interval: CandleInterval) => [...marketKeys.all, 'candles', interval] as const,
  pools: () => [...marketKeys.all, 'pools'] as const,
  reconciliation: () => [...marketKeys.all, 'pools', 'reconciliation'] as const,
}

/** The price chart's stats and candles poll at this pace and update in place. */
export const MARKET_POLL_MS = 5_000

/**
 * How long a market read counts as fresh: one asked for by the route's loader (app/screenData.ts) just
 * before the screen mounted is shown without asking again; older ones are asked for again on mount.
 */
export const MARKET_FRESH_MS = 4_000
