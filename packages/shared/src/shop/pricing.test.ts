import { describe, expect, it } from 'vitest'
import { mulberry32 } from '../prng'
import { couponDiscount, orderSummary, splitPayment, type CouponTerms } from './pricing'

const UNIT = 10n ** 18n
const fixed = (value: bigint, minSpend = 0n): CouponTerms => ({
  kind: 'fixed',
  value,
  minSpend,
  maxDiscount: null,
})
const percent = (bps: bigint, maxDiscount: bigint | null = null, minSpend = 0n): CouponTerms => ({
  kind: 'percent',
  value: bps,
  minSpend,
  maxDiscount,
})

describe('couponDiscount', () => {
  it('takes a fixed amount off, never more than the products cost', () => {
    expect(couponDiscount(100n * UNIT, fixed(10n * UNIT))).toEqual({ ok: true, discount: 10n * UNIT })
    expect(couponDiscount(5n * UNIT, fixed(10n * UNIT))).toEqual({ ok: true, discount: 5n * UNIT })
  })

  it('takes basis points off, capped by maxDiscount, rounding down', () => {
    expect(couponDiscount(200n * UNIT, percent(1_000n))).toEqual({ ok: true, discount: 20n * UNIT })
    expect(couponDiscount(200n * UNIT, percent(1_000n, 15n * UNIT))).toEqual({
      ok: true,
      discount: 15n * UNIT,
    })
    expect(couponDiscount(7n, percent(5_000n))).toEqual({ ok: true, discount: 3n })
  })

  it('refuses below the minimum spend; exactly the minimum applies', () => {
    expect(couponDiscount(99n * UNIT, fixed(10n * UNIT, 100n * UNIT))).toEqual({
      ok: false,
      reason: 'belowMinSpend',
    })
    expect(couponDiscount(100n * UNIT, fixed(10n * UNIT, 100n * UNIT)).ok).toBe(true)
  })
})

describe('orderSummary', () => {
  const lines = [
    { unitPrice: 30n * UNIT, quantity: 2 },
    { unitPrice: 5n * UNIT, quantity: 1 },
  ]

  it('adds the products and the fee, and the coupon comes off the products only', () => {
    expect(orderSummary(lines, 10n * UNIT, fixed(100n * UNIT))).toEqual({
      itemsTotal: 65n * UNIT,
      shippingFee: 10n * UNIT,
      discount: 65n * UNIT,
      total: 10n * UNIT,
      couponRefusal: null,
    })
  })

  it('reports a refused coupon and charges without it', () => {
    expect(orderSummary(lines, 0n, fixed(1n, 100n * UNIT))).toEqual({
      itemsTotal: 65n * UNIT,
      shippingFee: 0n,
      discount: 0n,
      total: 65n * UNIT,
      couponRefusal: 'belowMinSpend',
    })
  })

  it('keeps total = items + fee − discount, 0 ≤ discount ≤ items, for random orders (seeded)', () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20260301)
    const random = mulberry32(seed)
    const int = (max: number) => Math.floor(random() * max)
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: 1 + int(4) }, () => ({
        unitPrice: BigInt(1 + int(1_000)) * UNIT,
        quantity: 1 + int(5),
      }))
      const coupon =
        int(3) === 0
          ? null
          : int(2) === 0
            ? fixed(BigInt(int(3_000)) * UNIT, BigInt(int(2_000)) * UNIT)
            : percent(BigInt(1 + int(10_000)), int(2) ? null : BigInt(int(500)) * UNIT)
      const s = orderSummary(lines, BigInt(int(20)) * UNIT, coupon)
      const context = `FUZZ_SEED=${seed} run ${run}`
      expect(s.total, context).toBe(s.itemsTotal + s.shippingFee - s.discount)
      expect(s.discount >= 0n && s.discount <= s.itemsTotal, context).toBe(true)
    }
  })
})

describe('splitPayment', () => {
  it('pays from the balance alone without a card', () => {
    expect(splitPayment(50n, null)).toEqual({ card: 0n, balance: 50n })
  })
  it('takes what the card has, the rest from the balance', () => {
    expect(splitPayment(50n, 20n)).toEqual({ card: 20n, balance: 30n })
    expect(splitPayment(50n, 80n)).toEqual({ card: 50n, balance: 0n })
    expect(splitPayment(50n, 0n)).toEqual({ card: 0n, balance: 50n })
  })
})
