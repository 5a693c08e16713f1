import { cleanup, render } from '@testing-library/react'
import {
  TickMarkType,
  type ChartOptions,
  type DeepPartial,
  type LocalizationOptions,
  type Time,
  type TimeScaleOptions,
  type UTCTimestamp,
} from 'lightweight-charts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localCrosshairTime, localTickMark } from '../chartTime'
import CandleChart from './CandleChart'

// happy-dom has no canvas: the chart is a stand-in that records the options it was made with.
const createChart = vi.hoisted(() =>
  vi.fn((_host: HTMLElement, _options: DeepPartial<ChartOptions>) => ({
    addSeries: () => ({ setData: () => undefined }),
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => undefined,
  })),
)
vi.mock('lightweight-charts', async (original) => ({
  ...(await original<typeof import('lightweight-charts')>()),
  createChart,
}))

describe('the candle chart', () => {
  afterEach(cleanup)

  it("writes times in the member's time zone, not UTC (issue 33 item 16)", () => {
    render(<CandleChart candles={[]} intervalKey="1h" />)
    const options = createChart.mock.calls[0]![1]
    const localization = options.localization as Partial<LocalizationOptions<Time>> | undefined
    const timeScale = options.timeScale as Partial<TimeScaleOptions> | undefined
    const time = (Date.UTC(2026, 2, 4, 23, 30) / 1000) as UTCTimestamp
    expect(localization?.timeFormatter?.(time)).toBe(localCrosshairTime(time, 'zh'))
    expect(timeScale?.tickMarkFormatter?.(time, TickMarkType.Time, 'en-US')).toBe(
      localTickMark(time, TickMarkType.Time, 'zh'),
    )
    expect(timeScale?.timeVisible).toBe(true)
  })
})
