/**
 * My earnings per business day as one line per kind (lightweight-charts v5, loaded lazily by
 * EarningsSummary). New data replaces the lines in place.
 */
import { ColorType, createChart, LineSeries, type IChartApi, type ISeriesApi } from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import type { EarningKind } from '@vita/shared/schemas/club'
import { EARNING_KINDS, type EarningsSeries } from '../earningsSeries'

export const EARNING_COLORS: Record<EarningKind, string> = {
  static: '#0f6e5b',
  dynamic: '#1677ff',
  invite: '#fa8c16',
}

export default function EarningsChart({ series }: { series: EarningsSeries }) {
  const host = useRef<HTMLDivElement>(null)
  const lines = useRef<Partial<Record<EarningKind, ISeriesApi<'Line'>>>>({})
  const chart = useRef<IChartApi | null>(null)

  useEffect(() => {
    const element = host.current
    if (!element) return
    const created = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#666666' },
      grid: { vertLines: { color: '#f0f0f0' }, horzLines: { color: '#f0f0f0' } },
      timeScale: { borderColor: '#eeeeee' },
      rightPriceScale: { borderColor: '#eeeeee' },
      handleScroll: false,
      handleScale: false,
    })
    for (const kind of EARNING_KINDS) {
      lines.current[kind] = created.addSeries(LineSeries, {
        color: EARNING_COLORS[kind],
        lineWidth: 2,
        priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
      })
    }
    chart.current = created
    return () => {
      created.remove()
      chart.current = null
      lines.current = {}
    }
  }, [])

  useEffect(() => {
    for (const kind of EARNING_KINDS) lines.current[kind]?.setData(series[kind])
    chart.current?.timeScale().fitContent()
  }, [series])

  return <div ref={host} className="club-earnings-chart" data-testid="earnings-chart" />
}
