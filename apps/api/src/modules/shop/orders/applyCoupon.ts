import { and, count, eq } from 'drizzle-orm'
import { couponDiscount, type ApiMessageKey, type CouponTerms } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { shopCouponUses, shopCoupons } from '../tables'

export type CouponCheckParameters = {
  code: string
  memberId: number
  itemsTotal: bigint
  now: Date
  /** Placing locks the coupon row, so its total and per-member limits hold under concurrency. */
  lock: boolean
  /** Uses decided earlier in the same checkout batch and not written yet: in total and by this member. */
  earlier?: { total: number; mine: number }
}
export type CouponRefusalKey = Extract<
  ApiMessageKey,
  'couponInvalid' | 'couponExpired' | 'couponUsedUp' | 'couponBelowMinSpend'
>
export type CouponCheckReturnType = { ok: true; terms: CouponTerms } | { ok: false; reason: CouponRefusalKey }

/**
 * Whether `code` applies to this member's order now: it exists (couponInvalid), is inside its window
 * (couponExpired), has uses left in total and for the member (couponUsedUp) and the products reach its
 * minimum (couponBelowMinSpend). A refusal is an answer, not an error: the quote shows it.
 */
export async function checkCoupon(db: Db, p: CouponCheckParameters): Promise<CouponCheckReturnType> {
  const query = db.select().from(shopCoupons).where(eq(shopCoupons.code, p.code))
  const [coupon] = p.lock ? await query.for('update') : await query
  if (!coupon) return { ok: false, reason: 'couponInvalid' }
  if (p.now < coupon.startsAt || p.now >= coupon.expiresAt) return { ok: false, reason: 'couponExpired' }
  const earlier = p.earlier ?? { total: 0, mine: 0 }
  if (coupon.maxUses !== null && coupon.used + earlier.total >= coupon.maxUses)
    return { ok: false, reason: 'couponUsedUp' }
  const [mine] = await db
    .select({ n: count() })
    .from(shopCouponUses)
    .where(and(eq(shopCouponUses.couponCode, coupon.code), eq(shopCouponUses.memberId, p.memberId)))
  if ((mine?.n ?? 0) + earlier.mine >= coupon.perMemberLimit) return { ok: false, reason: 'couponUsedUp' }
  const terms: CouponTerms = {
    kind: coupon.kind,
    value: coupon.value,
    minSpend: coupon.minSpend,
    maxDiscount: coupon.maxDiscount,
  }
  if (!couponDiscount(p.itemsTotal, terms).ok) return { ok: false, reason: 'couponBelowMinSpend' }
  return { ok: true, terms }
}
