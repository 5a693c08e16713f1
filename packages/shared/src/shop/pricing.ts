/**
 * An order's summary (spec §3: product total, shipping fee, coupon discount, total paid) in bigint
 * base units: the cart, the checkout and the API compute it with these functions, so the screen and
 * the charge never differ.
 */
import { BPS } from '../constants'
import type { CouponKind } from './catalogue'

export type PricedLine = { unitPrice: bigint; quantity: number }

export type CouponTerms = {
  kind: CouponKind
  /** fixed: base units off; percent: basis points off. */
  value: bigint
  /** The product total must reach this (base units). */
  minSpend: bigint
  /** percent only: the most it takes off (null = no limit). */
  maxDiscount: bigint | null
}

export type CouponRefusal = 'belowMinSpend'

/** What the coupon takes off `itemsTotal` (never more than it), or why it does not apply. */
export function couponDiscount(
  itemsTotal: bigint,
  coupon: CouponTerms,
): { ok: true; discount: bigint } | { ok: false; reason: CouponRefusal } {
  if (itemsTotal < coupon.minSpend) return { ok: false, reason: 'belowMinSpend' }
  let discount = coupon.kind === 'fixed' ? coupon.value : (itemsTotal * coupon.value) / BPS
  if (coupon.kind === 'percent' && coupon.maxDiscount !== null && discount > coupon.maxDiscount)
    discount = coupon.maxDiscount
  return { ok: true, discount: discount > itemsTotal ? itemsTotal : discount }
}

export type OrderSummary = { itemsTotal: bigint; shippingFee: bigint; discount: bigint; total: bigint }

/** Product total + shipping − coupon discount (the discount applies to the products only). */
export function orderSummary(
  lines: readonly PricedLine[],
  shippingFee: bigint,
  coupon: CouponTerms | null,
): OrderSummary & { couponRefusal: CouponRefusal | null } {
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPrice * BigInt(line.quantity), 0n)
  const applied = coupon ? couponDiscount(itemsTotal, coupon) : { ok: true as const, discount: 0n }
  const discount = applied.ok ? applied.discount : 0n
  return {
    itemsTotal,
    shippingFee,
    discount,
    total: itemsTotal + shippingFee - discount,
    couponRefusal: applied.ok ? null : applied.reason,
  }
}

/**
 * A payment split (issue 12: "partial card value allowed, the rest from the balance"): what the card
 * pays (at most its remaining value) and what the balance pays.
 */
export function splitPayment(total: bigint, cardRemaining: bigint | null): { card: bigint; balance: bigint } {
  const card = cardRemaining === null ? 0n : cardRemaining < total ? cardRemaining : total
  return { card, balance: total - card }
}
