import { asc, eq, inArray, sql } from 'drizzle-orm'
import { couponDiscount, type ApiMessageKey, type CouponTerms } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { coupons } from './tables'

export type CouponCheckParameters = {
  code: string
  itemsTotal: bigint
  now: Date
  /** Placing locks the coupon row, so its total and per-member limits hold under concurrency. */
  lock: boolean
  /**
   * The member's uses of the coupon so far (the checkout counts its orders' coupon uses, after locking the
   * coupon: lockCoupons), plus those decided earlier in the same checkout batch and not written yet.
   */
  memberUses: number
  /** Uses decided earlier in the same checkout batch and not written yet, by every member. */
  earlierTotal?: number
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
  const query = db.select().from(coupons).where(eq(coupons.code, p.code))
  const [coupon] = p.lock ? await query.for('update') : await query
  if (!coupon) return { ok: false, reason: 'couponInvalid' }
  if (p.now < coupon.startsAt || p.now >= coupon.expiresAt) return { ok: false, reason: 'couponExpired' }
  if (coupon.maxUses !== null && coupon.used + (p.earlierTotal ?? 0) >= coupon.maxUses)
    return { ok: false, reason: 'couponUsedUp' }
  if (p.memberUses >= coupon.perMemberLimit) return { ok: false, reason: 'couponUsedUp' }
  const terms: CouponTerms = {
    kind: coupon.kind,
    value: coupon.value,
    minSpend: coupon.minSpend,
    maxDiscount: coupon.maxDiscount,
  }
  if (!couponDiscount(p.itemsTotal, terms).ok) return { ok: false, reason: 'couponBelowMinSpend' }
  return { ok: true, terms }
}

/** Locks these coupons' rows in code order for the caller's transaction (the checkout's batch). */
export async function lockCoupons(tx: Db, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return
  await tx
    .select({ code: coupons.code })
    .from(coupons)
    .where(inArray(coupons.code, [...codes]))
    .orderBy(asc(coupons.code))
    .for('update')
}

/** Counts new uses of each coupon (orders placed with it), in code order. */
export async function takeCouponUses(tx: Db, uses: ReadonlyMap<string, number>): Promise<void> {
  for (const [code, n] of [...uses].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)))
    await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} + ${n}` })
      .where(eq(coupons.code, code))
}

/** Gives one use of the coupon back (its order was cancelled unpaid). */
export async function returnCouponUse(tx: Db, code: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ used: sql`greatest(${coupons.used} - 1, 0)` })
    .where(eq(coupons.code, code))
}
