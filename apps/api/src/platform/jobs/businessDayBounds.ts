/**
 * The instants a business day 'YYYY-MM-DD' starts and ends in `timeZone` (DST-aware): found by
 * correcting the UTC midnight by the zone's offset at that instant, twice (the offset may differ).
 */
export function businessDayBounds(day: string, timeZone: string): { from: Date; to: Date } {
  const start = zonedMidnight(day, timeZone)
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 36 * 3600_000).toISOString().slice(0, 10)
  return { from: start, to: zonedMidnight(next, timeZone) }
}

function zonedMidnight(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`)
  let guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone)
  guess = utcMidnight - offsetMs(new Date(guess), timeZone)
  return new Date(guess)
}

/** The zone's offset from UTC at `at`, in ms (positive east of Greenwich). */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at)
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  const local = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  )
  return local - Math.floor(at.getTime() / 1000) * 1000
}
