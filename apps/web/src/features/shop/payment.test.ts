import { describe, expect, it } from 'vitest'
import { cardFieldsIssue, formatCountdown, paymentSplit, secondsLeft, unpayableReason } from './payment'

describe('the payment rules', () => {
  it('splits the amount: the card up to its remaining value, the rest from the balance', () => {
    expect(paymentSplit(100n, 30n, 100n)).toEqual({ card: 30n, balance: 70n, shortOfBalance: false })
    expect(paymentSplit(100n, 500n, 0n)).toEqual({ card: 100n, balance: 0n, shortOfBalance: false })
    expect(paymentSplit(100n, 30n, 69n).shortOfBalance).toBe(true)
    expect(paymentSplit(100n, null, null)).toEqual({ card: 0n, balance: 100n, shortOfBalance: false })
  })

  it('checks the card fields with the API patterns', () => {
    expect(cardFieldsIssue('123', 'abcdefABCDEF')).toBe('numberInvalid')
    expect(cardFieldsIssue('1234567812345678', 'abc')).toBe('secretInvalid')
    expect(cardFieldsIssue('1234567812345678', 'abcdefABCD12')).toBeNull()
    expect(cardFieldsIssue('1234567812345678', 'ABCDE FGHJK MNPQR')).toBeNull()
    expect(cardFieldsIssue('1234567812345678', 'ABCDEFGHJKMNPQI')).toBe('secretInvalid')
  })

  it('counts down to pay_by and stops at zero', () => {
    const now = Date.parse('2026-11-22T00:00:00.000Z')
    expect(secondsLeft('2026-11-22T00:29:59.500Z', now)).toBe(1799)
    expect(secondsLeft('2026-11-21T23:00:00.000Z', now)).toBe(0)
    expect(formatCountdown(1799)).toBe('29:59')
    expect(formatCountdown(3661)).toBe('1:01:01')
  })

  it('tells a cancellation by the member (before pay_by) from an order whose time to pay ran out', () => {
    const payBy = '2026-11-22T00:30:00.000Z'
    const placed = { from: null, to: 'pending_payment' as const, at: '2026-11-22T00:00:00.000Z' }
    const cancelledAt = (at: string) => ({
      status: 'cancelled' as const,
      payBy,
      history: [placed, { from: 'pending_payment' as const, to: 'cancelled' as const, at }],
    })
    expect(unpayableReason(cancelledAt('2026-11-22T00:10:00.000Z'), 0)).toBe('cancelled')
    expect(unpayableReason(cancelledAt(payBy), 0)).toBe('expired')
    expect(unpayableReason(cancelledAt('2026-11-22T00:30:09.000Z'), 0)).toBe('expired')
    const unpaid = { status: 'pending_payment' as const, payBy, history: [placed] }
    expect(unpayableReason(unpaid, 5)).toBeNull()
    expect(unpayableReason(unpaid, 0)).toBe('expired')
    expect(unpayableReason({ ...unpaid, status: 'pending_shipment' }, 0)).toBeNull()
  })
})
