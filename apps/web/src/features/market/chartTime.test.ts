import { TickMarkType, type UTCTimestamp } from 'lightweight-charts'
import { describe, expect, it } from 'vitest'
import { localCrosshairTime, localTickMark } from './chartTime'

// 2026-03-04 23:30 UTC: already the 5th, 07:30, in Shanghai; still the 4th, 18:30, in New York.
const time = (Date.UTC(2026, 2, 4, 23, 30) / 1000) as UTCTimestamp

describe("the chart's time axis in the member's time zone (issue 33 item 16)", () => {
  it('labels the crosshair with the local date and time', () => {
    expect(localCrosshairTime(time, 'zh', 'Asia/Shanghai')).toBe('2026/03/05 07:30')
    expect(localCrosshairTime(time, 'en', 'America/New_York')).toBe('03/04/2026, 18:30')
    expect(localCrosshairTime(time, 'en', 'UTC')).toBe('03/04/2026, 23:30')
  })

  it('labels tick marks in local time, the date at day marks', () => {
    expect(localTickMark(time, TickMarkType.Time, 'zh', 'Asia/Shanghai')).toBe('07:30')
    expect(localTickMark(time, TickMarkType.Time, 'en', 'America/New_York')).toBe('18:30')
    expect(localTickMark(time, TickMarkType.DayOfMonth, 'zh', 'Asia/Shanghai')).toBe('3月5日')
    expect(localTickMark(time, TickMarkType.DayOfMonth, 'en', 'America/New_York')).toBe('Mar 4')
    expect(localTickMark(time, TickMarkType.Year, 'en', 'Asia/Shanghai')).toBe('2026')
  })

  it('leaves a business day to the library', () => {
    expect(localTickMark('2026-03-04', TickMarkType.DayOfMonth, 'en')).toBeNull()
  })
})
