/**
 * Promotions: coupons with a validity window and limits in total and per member. The checkout checks a
 * coupon against an order's products (checkCoupon), holds the rows of a batch's coupons (lockCoupons),
 * and counts their uses (takeCouponUses) or gives one back (returnCouponUse); it keeps which order used
 * which coupon itself.
 */
export * from './checkCoupon'
export { promotionsModule } from './module'
