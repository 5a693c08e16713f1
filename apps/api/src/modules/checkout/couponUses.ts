import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { shopCouponUses } from './tables'

export type MemberCouponUsesParameters = { code: string; memberId: number }

/**
 * How many of the member's orders used the coupon (its per-member limit counts them). Placing counts
 * after locking the coupon (lockCoupons), so concurrent checkouts of one member see each other's uses.
 */
export async function memberCouponUses(
  db: Db,
  { code, memberId }: MemberCouponUsesParameters,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shopCouponUses)
    .where(and(eq(shopCouponUses.couponCode, code), eq(shopCouponUses.memberId, memberId)))
  return row?.n ?? 0
}
