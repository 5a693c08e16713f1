import { describe, expect, it } from 'vitest'
import { businessDay, isBusinessDay, isDailyDue, localMinutes, parseDailyAt } from './schedule'

const utc = (iso: string) => new Date(iso)

describe('business day and local time', () => {
  it('rolls the Asia/Shanghai business day over at local midnight (16:00 UTC)', () => {
    expect(businessDay(utc('2026-03-10T15:59:59.999Z'), 'Asia/Shanghai')).toBe('2026-03-10')
    expect(businessDay(utc('2026-03-10T16:00:00.000Z'), 'Asia/Shanghai')).toBe('2026-03-11')
    expect(businessDay(utc('2026-03-10T16:00:00.000Z'), 'UTC')).toBe('2026-03-10')
    expect(localMinutes(utc('2026-03-10T19:30:00Z'), 'Asia/Shanghai')).toBe(3 * 60 + 30)
    expect(localMinutes(utc('2026-03-10T16:00:00Z'), 'Asia/Shanghai')).toBe(0)
  })

  it('follows New York across the spring-forward switch (02:00 EST becomes 03:00 EDT)', () => {
    const zone = 'America/New_York'
    expect(localMinutes(utc('2026-03-08T06:59:00Z'), zone)).toBe(1 * 60 + 59)
    expect(localMinutes(utc('2026-03-08T07:00:00Z'), zone)).toBe(3 * 60)
    // 02:30 never happens that day: the run comes due at the first minute after the gap.
    expect(isDailyDue(utc('2026-03-08T06:59:00Z'), zone, '02:30')).toBe(false)
    expect(isDailyDue(utc('2026-03-08T07:00:00Z'), zone, '02:30')).toBe(true)
    // Midnight is 05:00 UTC before the switch and 04:00 UTC after it.
    expect(businessDay(utc('2026-03-08T04:59:00Z'), zone)).toBe('2026-03-07')
    expect(businessDay(utc('2026-03-08T05:00:00Z'), zone)).toBe('2026-03-08')
    expect(businessDay(utc('2026-03-09T03:59:00Z'), zone)).toBe('2026-03-08')
    expect(businessDay(utc('2026-03-09T04:00:00Z'), zone)).toBe('2026-03-09')
  })

  it('follows New York across the fall-back switch (01:00–01:59 happens twice, one business day)', () => {
    const zone = 'America/New_York'
    const firstPass = utc('2026-11-01T05:30:00Z')
    const secondPass = utc('2026-11-01T06:30:00Z')
    expect(localMinutes(firstPass, zone)).toBe(90)
    expect(localMinutes(secondPass, zone)).toBe(90)
    expect(businessDay(firstPass, zone)).toBe('2026-11-01')
    expect(businessDay(secondPass, zone)).toBe('2026-11-01')
    expect(isDailyDue(utc('2026-11-01T05:29:00Z'), zone, '01:30')).toBe(false)
    expect(isDailyDue(firstPass, zone, '01:30')).toBe(true)
    // Midnight after the switch is 05:00 UTC again.
    expect(businessDay(utc('2026-11-02T04:59:00Z'), zone)).toBe('2026-11-01')
    expect(businessDay(utc('2026-11-02T05:00:00Z'), zone)).toBe('2026-11-02')
  })

  it('is due from dailyAt to the end of the local day', () => {
    const zone = 'Asia/Shanghai'
    expect(isDailyDue(utc('2026-03-09T18:59:59Z'), zone, '03:00')).toBe(false)
    expect(isDailyDue(utc('2026-03-09T19:00:00Z'), zone, '03:00')).toBe(true)
    expect(isDailyDue(utc('2026-03-10T15:59:00Z'), zone, '03:00')).toBe(true)
    expect(isDailyDue(utc('2026-03-10T16:00:00Z'), zone, '03:00')).toBe(false)
    expect(isDailyDue(utc('2026-03-10T16:00:00Z'), zone, '00:00')).toBe(true)
    expect(isDailyDue(utc('2026-03-10T15:58:59Z'), zone, '23:59')).toBe(false)
    expect(isDailyDue(utc('2026-03-10T15:59:00Z'), zone, '23:59')).toBe(true)
  })

  it('rejects a dailyAt that is not HH:MM between 00:00 and 23:59', () => {
    expect(parseDailyAt('00:00')).toBe(0)
    expect(parseDailyAt('23:59')).toBe(23 * 60 + 59)
    for (const bad of ['24:00', '7:00', '07:60', '0700', '07:00:00', ' 07:00', '']) {
      expect(() => parseDailyAt(bad), bad).toThrow(RangeError)
      expect(() => isDailyDue(new Date(), 'UTC', bad), bad).toThrow(RangeError)
    }
  })

  it('rejects an unknown time zone', () => {
    expect(() => businessDay(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError)
  })

  it('accepts only real calendar days as run keys', () => {
    expect(isBusinessDay('2026-02-28')).toBe(true)
    expect(isBusinessDay('2028-02-29')).toBe(true)
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '2026-01-01T00:00', 'today'])
      expect(isBusinessDay(bad), bad).toBe(false)
  })
})
