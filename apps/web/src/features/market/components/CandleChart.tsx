/**
 * lightweight-charts v5 candlestick series. The chart is created once per mount; new data updates the
 * series in place (setData keeps the viewport), so polling never reloads or flickers.
 */
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type CandlestickData,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import type { Candle } from '@vita/shared/schemas/market'
import { candleToChart } from '../chartPrice'

const UP = '#00b578'
const DOWN = '#ff3141'

export default function CandleChart({
  candles,
  intervalKey,
}: {
  candles: readonly Candle[]
  intervalKey: string
}) {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null)
  const shownInterval = useRef<string | null>(null)

  useEffect(() => {
    const element = host.current
    if (!element) return
    const created = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#666666' },
      grid: { vertLines: { color: '#f0f0f0' }, horzLines: { color: '#f0f0f0' } },
      timeScale: { timeVisible: true, secondsVisible: false, borderColor: '#eeeeee' },
      rightPriceScale: { borderColor: '#eeeeee' },
    })
    series.current = created.addSeries(CandlestickSeries, {
      upColor: UP,
      downColor: DOWN,
      borderUpColor: UP,
      borderDownColor: DOWN,
      wickUpColor: UP,
      wickDownColor: DOWN,
      priceFormat: { type: 'price', precision: 8, minMove: 0.00000001 },
    })
    chart.current = created
    return () => {
      created.remove()
      chart.current = null
      series.current = null
    }
  }, [])

  useEffect(() => {
    const target = series.current
    if (!target) return
    const data: CandlestickData<UTCTimestamp>[] = candles.map((candle) => {
      const point = candleToChart(candle)
      return { ...point, time: point.time as UTCTimestamp }
    })
    target.setData(data)
    if (shownInterval.current !== intervalKey) {
      chart.current?.timeScale().fitContent()
      shownInterval.current = intervalKey
    }
  }, [candles, intervalKey])

  return <div ref={host} className="candle-chart" data-testid="chart-canvas" />
}
