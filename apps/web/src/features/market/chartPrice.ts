/**
 * The one place base units become JS numbers: lightweight-charts draws with floats. Display only —
 * nothing computed from these values flows back into amounts.
 */
import type { Candle } from '@vita/shared/schemas/market'

const SIGNIFICANT = 15

/** USDT ×1e18 price → float for the chart axis (keeps 15 significant digits, exact enough to draw). */
export function priceUnitsToChartNumber(units: string | bigint, decimals = 18): number {
  const text = typeof units === 'bigint' ? units.toString() : units
  if (text === '0') return 0
  const digits = text.replace(/^0+/, '')
  const kept = digits.slice(0, SIGNIFICANT)
  const exponent = digits.length - kept.length - decimals
  return Number(`${kept}e${exponent}`)
}

export type ChartCandle = { time: number; open: number; high: number; low: number; close: number }

export function candleToChart(candle: Candle): ChartCandle {
  return {
    time: candle.time,
    open: priceUnitsToChartNumber(candle.open),
    high: priceUnitsToChartNumber(candle.high),
    low: priceUnitsToChartNumber(candle.low),
    close: priceUnitsToChartNumber(candle.close),
  }
}
