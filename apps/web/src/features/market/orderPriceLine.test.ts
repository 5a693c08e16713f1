import { describe, expect, it } from 'vitest'
import type { PriceInfo } from '@vita/shared/schemas/market'
import { orderPriceLine } from './orderPriceLine'

const info = (overrides: Partial<PriceInfo>): PriceInfo => ({
  currentPrice: '12000000000000000',
  DPINEPrice: '15000000000000000',
  priceKind: 'twap',
  twapWindowSeconds: 1800,
  totalSupply: '0',
  circulatingSupply: '0',
  totalDestroyed: '0',
  sellEnabled: true,
  timestamp: 0,
  stale: false,
  ...overrides,
})

describe('orderPriceLine', () => {
  it('shows the order price (not the pool price) as the 30-minute average', () => {
    expect(orderPriceLine(info({}), false)).toEqual({ kind: 'twap', price: 12n * 10n ** 15n, minutes: 30 })
  })

  it('says spot while the pool has less history than the window', () => {
    expect(orderPriceLine(info({ priceKind: 'spot', twapWindowSeconds: 600 }), false)).toMatchObject({
      kind: 'spot',
      minutes: 10,
    })
  })

  it('never shows the fallback price of an unreadable chain as the order price', () => {
    expect(orderPriceLine(info({ stale: true }), false)).toEqual({ kind: 'unavailable' })
    expect(orderPriceLine(undefined, true)).toEqual({ kind: 'unavailable' })
    expect(orderPriceLine(undefined, false)).toEqual({ kind: 'loading' })
  })
})
