const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone (building one costs far more than using it); throws RangeError for an unknown zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

function localParts(
  at: Date,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = { year: '', month: '', day: '', hour: '', minute: '' }
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value
  }
  return parts
}

/** The business day of `at` in `timeZone`, as 'YYYY-MM-DD' (a daily job's run key). */
export function businessDay(at: Date, timeZone: string): string {
  const { year, month, day } = localParts(at, timeZone)
  return `${year}-${month}-${day}`
}

/** Minutes since local midnight of `at` in `timeZone` (0–1439; wall-clock, so DST days skip or repeat some). */
export function localMinutes(at: Date, timeZone: string): number {
  const { hour, minute } = localParts(at, timeZone)
  return Number(hour) * 60 + Number(minute)
}

/** 'HH:MM' (00:00–23:59) as minutes after midnight; throws RangeError for anything else. */
export function parseDailyAt(dailyAt: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(dailyAt)
  if (!match) throw new RangeError(`dailyAt must be 'HH:MM' between 00:00 and 23:59, got '${dailyAt}'`)
  return Number(match[1]) * 60 + Number(match[2])
}

/**
 * Whether local time in `timeZone` is at or after `dailyAt` on the business day of `at`. Comparing
 * wall-clock minutes (not waiting for an exact instant) means a time skipped by a DST switch still
 * comes due (at the first minute after it) and a repeated hour is harmless (the day's run is recorded).
 */
export function isDailyDue(at: Date, timeZone: string, dailyAt: string): boolean {
  return localMinutes(at, timeZone) >= parseDailyAt(dailyAt)
}

/** A real calendar day written as 'YYYY-MM-DD' (what a daily run key must be). */
export function isBusinessDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
