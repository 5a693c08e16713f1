/**
 * lightweight-charts v5 candlestick series. The chart is created once per mount; new data updates the
 * series in place (setData keeps the viewport), so polling never reloads or flickers. Times read in
 * the member's time zone and language (chartTime.ts), not UTC.
 */
import {
  CandlestickSeries,
  type CandlestickData,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import type { Candle } from '@vita/shared/schemas/market'
import { useChart } from '../../../lib/charts/useChart'
import { currentLocale } from '../../../lib/i18n'
import { candleToChart } from '../chartPrice'
import { localCrosshairTime, localTickMark } from '../chartTime'

const UP = '#00b578'
const DOWN = '#ff3141'

export default function CandleChart({
  candles,
  intervalKey,
}: {
  candles: readonly Candle[]
  intervalKey: string
}) {
  const { host, chart, series } = useChart(
    {
      timeScale: {
        timeVisible: true,
        secondsVisible: false,
        // The language is read at each call: the chart outlives a language switch.
        tickMarkFormatter: (time: Time, type: TickMarkType) => localTickMark(time, type, currentLocale()),
      },
      localization: { timeFormatter: (time: Time) => localCrosshairTime(time, currentLocale()) },
    },
    (created) =>
      created.addSeries(CandlestickSeries, {
        upColor: UP,
        downColor: DOWN,
        borderUpColor: UP,
        borderDownColor: DOWN,
        wickUpColor: UP,
        wickDownColor: DOWN,
        priceFormat: { type: 'price', precision: 8, minMove: 0.00000001 },
      }),
  )
  const shownInterval = useRef<string | null>(null)

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
  }, [candles, intervalKey, chart, series])

  return <div ref={host} className="candle-chart" data-testid="chart-canvas" />
}
