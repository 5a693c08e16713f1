/**
 * The app's lightweight-charts setup, shared by every chart: one chart per mount on the host element
 * with the common look, its series added once, everything removed on unmount. Import it only from a
 * lazily loaded chart module, so lightweight-charts stays out of every screen's first paint.
 */
import {
  ColorType,
  createChart,
  type ChartOptions,
  type DeepPartial,
  type IChartApi,
  type LocalizationOptions,
  type Time,
} from 'lightweight-charts'
import { useEffect, useRef, type RefObject } from 'react'

const BASE_OPTIONS = {
  autoSize: true,
  layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#666666' },
  grid: { vertLines: { color: '#f0f0f0' }, horzLines: { color: '#f0f0f0' } },
  timeScale: { borderColor: '#eeeeee' },
  rightPriceScale: { borderColor: '#eeeeee' },
} satisfies DeepPartial<ChartOptions>

export type ChartLook = {
  /** A still chart (no drag or pinch), for a small summary inside a scrolling page. */
  still?: boolean
  /** Added to the time scale's options (its border colour stays). */
  timeScale?: DeepPartial<ChartOptions['timeScale']>
  /** Replaces the grid's vertical lines. */
  vertLines?: DeepPartial<ChartOptions['grid']['vertLines']>
  /** How times (the crosshair's label) and prices are written. */
  localization?: DeepPartial<LocalizationOptions<Time>>
}

export type UseChartReturnType<S> = {
  /** The element to render the chart into. */
  host: RefObject<HTMLDivElement | null>
  chart: RefObject<IChartApi | null>
  /** What `addSeries` returned; null before mount and after unmount. */
  series: RefObject<S | null>
}

/** Creates the chart once per mount; `look` and `addSeries` are read on mount only. */
export function useChart<S>(look: ChartLook, addSeries: (chart: IChartApi) => S): UseChartReturnType<S> {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const series = useRef<S | null>(null)
  // Read on mount only: the chart keeps its viewport across data updates.
  const setup = useRef({ look, addSeries })

  useEffect(() => {
    const element = host.current
    if (!element) return
    const { look, addSeries } = setup.current
    const created = createChart(element, {
      ...BASE_OPTIONS,
      grid: { ...BASE_OPTIONS.grid, ...(look.vertLines && { vertLines: look.vertLines }) },
      timeScale: { ...look.timeScale, ...BASE_OPTIONS.timeScale },
      ...(look.still && { handleScroll: false, handleScale: false }),
      ...(look.localization && { localization: look.localization }),
    })
    series.current = addSeries(created)
    chart.current = created
    return () => {
      created.remove()
      chart.current = null
      series.current = null
    }
  }, [])

  return { host, chart, series }
}
