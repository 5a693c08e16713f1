/**
 * The holder's reward per settled day as bars (lightweight-charts v5, loaded lazily by
 * NodeRewardHistory): capped days stand out, inactive days sit at zero in grey.
 */
import { ColorType, createChart, HistogramSeries, type IChartApi, type ISeriesApi } from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import type { RewardBar } from '../rewardSeries'

const BAR_COLOR = { paid: '#0f6e5b', capped: '#fa8c16', inactive: '#c9ccd1' }

export default function NodeRewardChart({ bars }: { bars: readonly RewardBar[] }) {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const series = useRef<ISeriesApi<'Histogram'> | null>(null)

  useEffect(() => {
    const element = host.current
    if (!element) return
    const created = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#666666' },
      grid: { vertLines: { visible: false }, horzLines: { color: '#f0f0f0' } },
      timeScale: { borderColor: '#eeeeee' },
      rightPriceScale: { borderColor: '#eeeeee' },
      handleScroll: false,
      handleScale: false,
    })
    series.current = created.addSeries(HistogramSeries, {
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    })
    chart.current = created
    return () => {
      created.remove()
      chart.current = null
      series.current = null
    }
  }, [])

  useEffect(() => {
    series.current?.setData(
      bars.map((bar) => ({
        time: bar.time,
        value: bar.value,
        color: !bar.active ? BAR_COLOR.inactive : bar.capped ? BAR_COLOR.capped : BAR_COLOR.paid,
      })),
    )
    chart.current?.timeScale().fitContent()
  }, [bars])

  return <div ref={host} className="node-reward-chart" data-testid="node-reward-chart" />
}
