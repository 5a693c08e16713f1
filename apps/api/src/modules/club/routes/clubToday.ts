import type { AppServices } from '../../../platform/services'
import { businessDay } from '../../../platform/jobs'

const MINUTE_MS = 60_000

/**
 * The last answer, kept for its minute: formatting a date in a time zone (Intl) cost more CPU than
 * the rest of a cached team screen. Every zone in use today changes day on a whole minute (offsets
 * are whole minutes), so all instants of one minute share their business day.
 */
let last: { minute: number; timeZone: string; day: string } | undefined

/** The services it reads: the app's clock and SETTLEMENT_TIME_ZONE. */
export type ClubTodayServices = Pick<AppServices, 'now'> & {
  config: Pick<AppServices['config'], 'settlementTimeZone'>
}

/** Today's business day in SETTLEMENT_TIME_ZONE, by the app's clock. */
export function clubToday(services: ClubTodayServices): string {
  const at = services.now()
  const minute = Math.floor(at.getTime() / MINUTE_MS)
  const timeZone = services.config.settlementTimeZone
  if (last?.minute !== minute || last.timeZone !== timeZone)
    last = { minute, timeZone, day: businessDay(at, timeZone) }
  return last.day
}
