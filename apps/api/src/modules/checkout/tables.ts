import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  DELIVERY_METHODS,
  SHOP_ORDER_STATUSES,
  type DeliveryMethod,
  type ShopOrderStatus,
} from '@vita/shared'
import { uint256 } from '../../platform/indexer/chainRef'
import { catalogueProducts, catalogueSkus } from '../catalogue/tables'
import { members } from '../members/tables'
import { coupons } from '../promotions/tables'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * Marketplace orders (spec §3, §4), through the shared state machine (@vita/shared shop/orderStatus).
 * Amounts are fixed at placing (bigint base units); the address is the order's own copy. Placing
 * reserves the SKUs' stock in the same transaction; a cancelled or refunded order gives it back.
 * Payment: `card_amount` from a shopping card, `balance_amount` from the available USDT.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What members see and type: digits, time-ordered. */
    orderNo: text('order_no').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    status: text('status').$type<ShopOrderStatus>().notNull().default('pending_payment'),
    itemsTotal: uint256('items_total').notNull(),
    shippingFee: uint256('shipping_fee').notNull(),
    discount: uint256('discount').notNull(),
    total: uint256('total').notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    /** name, tel, province, city, county, areaCode, detail: the address as it was chosen. */
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    couponCode: text('coupon_code').references(() => coupons.code),
    /** The placing request's Idempotency-Key (unique per member). */
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    cardAmount: uint256('card_amount')
      .notNull()
      .default(sql`0`),
    balanceAmount: uint256('balance_amount')
      .notNull()
      .default(sql`0`),
    /** The paying request's Idempotency-Key and body hash (a repeat answers the paid order again). */
    payRequestKey: text('pay_request_key'),
    payRequestHash: text('pay_request_hash'),
    /** The shopping card that paid part of it (club card uuid), if any. */
    cardId: uuid('card_id'),
    /** Unpaid past this, the payment-timeout job cancels it. */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    unique('shop_orders_member_request_key_unique').on(t.memberId, t.requestKey),
    index('shop_orders_member_idx').on(t.memberId, t.id.desc()),
    index('shop_orders_member_status_idx').on(t.memberId, t.status, t.id.desc()),
    index('shop_orders_pay_by_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'pending_payment'`),
    check('shop_orders_status', sql`${t.status} in (${list(SHOP_ORDER_STATUSES)})`),
    check('shop_orders_delivery_method', sql`${t.deliveryMethod} in (${list(DELIVERY_METHODS)})`),
    check(
      'shop_orders_amounts',
      sql`${t.total} = ${t.itemsTotal} + ${t.shippingFee} - ${t.discount} and ${t.discount} <= ${t.itemsTotal}
        and ${t.total} >= 0`,
    ),
  ],
)
export type ShopOrderRow = typeof shopOrders.$inferSelect

/** The order's lines: a copy of what was bought (name, options, image, price) and its review state. */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueProducts.id),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueSkus.id),
    skuCode: text('sku_code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    image: text('image'),
    unitPrice: uint256('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('shop_order_items_order_idx').on(t.orderId, t.id),
    check('shop_order_items_quantity', sql`${t.quantity} > 0`),
  ],
)
export type ShopOrderItemRow = typeof shopOrderItems.$inferSelect

/** Every status change of an order: the status history the order screen shows. */
export const shopOrderEvents = pgTable(
  'shop_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    fromStatus: text('from_status').$type<ShopOrderStatus>(),
    toStatus: text('to_status').$type<ShopOrderStatus>().notNull(),
    /** Who: 'member', 'operator' or 'job'. */
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('shop_order_events_order_idx').on(t.orderId, t.id)],
)

/** Logistics events the operator adds to a shipped order (carrier's scans), shown as a timeline. */
export const shopLogisticsEvents = pgTable(
  'shop_logistics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    location: text('location'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('shop_logistics_events_order_idx').on(t.orderId, t.happenedAt)],
)

/** A coupon's uses: one per order (the per-member limit counts them). */
export const shopCouponUses = pgTable(
  'shop_coupon_uses',
  {
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.couponCode, t.orderId] }),
    index('shop_coupon_uses_member_idx').on(t.couponCode, t.memberId),
  ],
)
