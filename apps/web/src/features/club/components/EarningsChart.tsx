/**
 * My earnings per business day as one line per kind (lightweight-charts v5, loaded lazily by
 * EarningsSummary). New data replaces the lines in place.
 */
import { LineSeries, type ISeriesApi } from 'lightweight-charts'
import { useEffect } from 'react'
import type { EarningKind } from '@vita/shared/schemas/club'
import { useChart } from '../../../lib/charts/useChart'
import { EARNING_KINDS, type EarningsSeries } from '../earningsSeries'

export const EARNING_COLORS: Record<EarningKind, string> = {
  static: '#0f6e5b',
  dynamic: '#1677ff',
  invite: '#fa8c16',
}

export default function EarningsChart({ series }: { series: EarningsSeries }) {
  const {
    host,
    chart,
    series: lines,
  } = useChart({ still: true }, (created) => {
    const added: Partial<Record<EarningKind, ISeriesApi<'Line'>>> = {}
    for (const kind of EARNING_KINDS) {
      added[kind] = created.addSeries(LineSeries, {
        color: EARNING_COLORS[kind],
        lineWidth: 2,
        priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
      })
    }
    return added
  })

  useEffect(() => {
    for (const kind of EARNING_KINDS) lines.current?.[kind]?.setData(series[kind])
    chart.current?.timeScale().fitContent()
  }, [series, chart, lines])

  return <div ref={host} className="club-earnings-chart" data-testid="earnings-chart" />
}
