import { describe, expect, it } from 'vitest'
import { formatSettlementTime, nextSettlementAt } from './nextSettlement'

describe('the next club settlement', () => {
  it('is the next midnight of the settlement zone (Asia/Shanghai, UTC+8)', () => {
    expect(nextSettlementAt(new Date('2026-11-23T10:00:00Z'), 'Asia/Shanghai').toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    )
    // 23:59:59 in Shanghai: a second later; right at midnight, the one after.
    expect(nextSettlementAt(new Date('2026-11-23T15:59:59Z'), 'Asia/Shanghai').toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    )
    expect(nextSettlementAt(new Date('2026-11-23T16:00:00Z'), 'Asia/Shanghai').toISOString()).toBe(
      '2026-11-24T16:00:00.000Z',
    )
  })

  it('follows a zone across a month end and a daylight-saving change', () => {
    expect(nextSettlementAt(new Date('2026-12-31T20:00:00Z'), 'UTC').toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    )
    // New York moves to UTC-4 on 2026-03-08: the midnight after is 04:00 UTC, the one before 05:00.
    expect(nextSettlementAt(new Date('2026-03-07T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    )
    expect(nextSettlementAt(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    )
  })

  it("is shown in the member's own zone, named, in zh and en", () => {
    const at = new Date('2026-11-23T16:00:00Z')
    expect(formatSettlementTime(at, 'en', 'Europe/Berlin')).toBe('Nov 23, 17:00 GMT+1')
    expect(formatSettlementTime(at, 'zh', 'Asia/Shanghai')).toBe('11月24日 GMT+8 00:00')
  })
})
