/**
 * The shop's fixed vocabulary (spec §1, §9): product categories ("all" is the list without a filter),
 * list orders, delivery methods with their working days, coupon kinds. Prices and fees are USDT base
 * units (18 decimals).
 */
const UNIT = 10n ** 18n

export const PRODUCT_CATEGORIES = ['digital', 'appliances', 'food'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]
export const PRODUCT_SORTS = ['sales', 'priceAsc', 'priceDesc', 'newest'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

export const DELIVERY_METHODS = ['standard', 'express'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]
/** Spec §9: standard 3–5 working days, express 1–2; the fees are configuration (SHOP_*_FEE). */
export const DELIVERY_WORKING_DAYS: Record<DeliveryMethod, { min: number; max: number }> = {
  standard: { min: 3, max: 5 },
  express: { min: 1, max: 2 },
}
export const DEFAULT_DELIVERY_FEES: Record<DeliveryMethod, bigint> = {
  standard: 0n,
  express: 10n * UNIT,
}

/** fixed: `value` off (base units); percent: `value` basis points off, at most `maxDiscount`. */
export const COUPON_KINDS = ['fixed', 'percent'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]

/** Payment ways: the available USDT balance, or a shopping card (the rest from the balance). */
export const PAYMENT_METHODS = ['balance', 'card'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Unpaid orders are cancelled after this long by default (SHOP_PAYMENT_TIMEOUT_MINUTES). */
export const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 30
/** Review images at most (issue: "review with up to 9 images"). */
export const REVIEW_IMAGES_MAX = 9
