/**
 * The holder's reward per settled day as bars (lightweight-charts v5, loaded lazily by
 * NodeRewardHistory): capped days stand out, inactive days sit at zero in grey.
 */
import { HistogramSeries } from 'lightweight-charts'
import { useEffect } from 'react'
import { useChart } from '../../../lib/charts/useChart'
import type { RewardBar } from '../rewardSeries'

const BAR_COLOR = { paid: '#0f6e5b', capped: '#fa8c16', inactive: '#c9ccd1' }

export default function NodeRewardChart({ bars }: { bars: readonly RewardBar[] }) {
  const { host, chart, series } = useChart({ still: true, vertLines: { visible: false } }, (created) =>
    created.addSeries(HistogramSeries, { priceFormat: { type: 'price', precision: 2, minMove: 0.01 } }),
  )

  useEffect(() => {
    series.current?.setData(
      bars.map((bar) => ({
        time: bar.time,
        value: bar.value,
        color: !bar.active ? BAR_COLOR.inactive : bar.capped ? BAR_COLOR.capped : BAR_COLOR.paid,
      })),
    )
    chart.current?.timeScale().fitContent()
  }, [bars, chart, series])

  return <div ref={host} className="node-reward-chart" data-testid="node-reward-chart" />
}
