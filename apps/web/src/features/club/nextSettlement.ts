/**
 * When the next club settlement pays (dividends, invite rewards). GET /app/club/rules gives the
 * settlement's time zone but not the job's hour (the API's SETTLEMENT_DAILY_AT, 00:05 by default), so
 * the app says "shortly after" the start of the next business day: club-rules §2 settles "daily, per
 * business day" in that zone.
 */
import type { Locale } from '@vita/shared/locale'
import { htmlLang } from '../../lib/locale'

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetMs(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds())
}

/** The start of the business day after `now` in `timeZone` (its next midnight), as an instant. */
export function nextSettlementAt(now: Date, timeZone: string): Date {
  const today = wallClock(now, timeZone)
  const midnight = Date.UTC(today.year, today.month - 1, today.day + 1)
  // The offset at midnight itself, found in two steps so a daylight-saving change that day is right.
  const first = midnight - offsetMs(new Date(midnight), timeZone)
  return new Date(midnight - offsetMs(new Date(first), timeZone))
}

/** The instant in the member's own time zone (the browser's unless `displayZone`), with the zone named. */
export function formatSettlementTime(at: Date, locale: Locale, displayZone?: string): string {
  return new Intl.DateTimeFormat(htmlLang(locale), {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZoneName: 'short',
    timeZone: displayZone,
  }).format(at)
}
