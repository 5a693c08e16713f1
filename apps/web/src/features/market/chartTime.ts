/**
 * The price chart's time axis in the member's own time zone. lightweight-charts shows a UTCTimestamp
 * as UTC; its localization.timeFormatter (the crosshair's label) and timeScale.tickMarkFormatter (the
 * axis) are given these instead. The ticks stay where the library puts them (on UTC boundaries): only
 * their words are local.
 */
import { TickMarkType, type Time } from 'lightweight-charts'
import type { Locale } from '@vita/shared/locale'
import { htmlLang } from '../../lib/locale'

/** `timeZone` undefined: the browser's own (tests pass one). */
export type ChartTimeZone = string | undefined

const TICK_PARTS: Record<TickMarkType, Intl.DateTimeFormatOptions> = {
  [TickMarkType.Year]: { year: 'numeric' },
  [TickMarkType.Month]: { month: 'short' },
  [TickMarkType.DayOfMonth]: { month: 'short', day: 'numeric' },
  [TickMarkType.Time]: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  [TickMarkType.TimeWithSeconds]: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
}

// Candles carry UTC seconds; a business day or a date string is left to the library's own words.
const seconds = (time: Time): number | null => (typeof time === 'number' ? time : null)

/** A tick mark's words in local time: the year, month or day at those marks, hh:mm otherwise. */
export function localTickMark(
  time: Time,
  type: TickMarkType,
  locale: Locale,
  timeZone?: ChartTimeZone,
): string | null {
  const at = seconds(time)
  if (at === null) return null
  return new Intl.DateTimeFormat(htmlLang(locale), { ...TICK_PARTS[type], timeZone }).format(at * 1000)
}

/** The crosshair's label: the candle's local date and time, to the minute. */
export function localCrosshairTime(time: Time, locale: Locale, timeZone?: ChartTimeZone): string {
  const at = seconds(time)
  if (at === null) return String(time)
  return new Intl.DateTimeFormat(htmlLang(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at * 1000)
}
