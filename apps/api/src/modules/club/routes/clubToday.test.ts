import { describe, expect, it } from 'vitest'
import { businessDay } from '../../../platform/jobs'
import { clubToday } from './clubToday'

const at = (iso: string, settlementTimeZone = 'Asia/Shanghai') => ({
  now: () => new Date(iso),
  config: { settlementTimeZone },
})

describe('clubToday', () => {
  it('turns at local midnight, to the millisecond, though the answer is kept for its minute', () => {
    // Shanghai's midnight is 16:00 UTC.
    expect(clubToday(at('2026-03-01T15:59:00.000Z'))).toBe('2026-03-01')
    expect(clubToday(at('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01')
    expect(clubToday(at('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02')
    // A clock set back (tests do) is not answered from the later minute.
    expect(clubToday(at('2026-03-01T15:59:30.000Z'))).toBe('2026-03-01')
  })

  it('answers for the configured time zone, not the last one asked', () => {
    expect(clubToday(at('2026-03-01T20:00:00.000Z', 'Asia/Shanghai'))).toBe('2026-03-02')
    expect(clubToday(at('2026-03-01T20:00:00.000Z', 'America/New_York'))).toBe('2026-03-01')
  })

  it('agrees with businessDay minute by minute across a day in a zone with a half-hour offset', () => {
    const start = Date.parse('2026-06-30T12:00:00.000Z')
    for (let ms = start; ms < start + 86_400_000; ms += 29_999) {
      const iso = new Date(ms).toISOString()
      expect(clubToday(at(iso, 'Asia/Kolkata')), iso).toBe(businessDay(new Date(ms), 'Asia/Kolkata'))
    }
  })
})
