/** How the order price line reads (pure, so /swap, /price-chart and the tests agree). */
import type { PriceInfo } from '@vita/shared/schemas/market'

export type OrderPriceLine =
  { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'twap' | 'spot'; price: bigint; minutes: number }

/** A stale reading carries the fixed fallback price, not an order price: it is not shown as one. */
export function orderPriceLine(info: PriceInfo | undefined, failed: boolean): OrderPriceLine {
  if (!info) return failed ? { kind: 'unavailable' } : { kind: 'loading' }
  if (info.stale) return { kind: 'unavailable' }
  return {
    kind: info.priceKind,
    price: BigInt(info.currentPrice),
    minutes: Math.round(info.twapWindowSeconds / 60),
  }
}
