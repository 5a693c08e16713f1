import { describe, expect, it } from 'vitest'
import { candleToChart, priceUnitsToChartNumber } from './chartPrice'

describe('priceUnitsToChartNumber (display-only)', () => {
  it('converts 18-decimal prices', () => {
    expect(priceUnitsToChartNumber('10000000000000000')).toBe(0.01)
    expect(priceUnitsToChartNumber('3000000000000')).toBe(0.000003)
    expect(priceUnitsToChartNumber(12_345n * 10n ** 18n)).toBe(12345)
    expect(priceUnitsToChartNumber('0')).toBe(0)
    expect(priceUnitsToChartNumber('10020040080160320')).toBe(0.0100200400801603)
  })

  it('maps a candle', () => {
    expect(
      candleToChart({
        time: 60,
        open: '10000000000000000',
        high: '20000000000000000',
        low: '5000000000000000',
        close: '15000000000000000',
        volume: '1',
        value: '1',
        trades: 1,
      }),
    ).toEqual({ time: 60, open: 0.01, high: 0.02, low: 0.005, close: 0.015 })
  })
})
