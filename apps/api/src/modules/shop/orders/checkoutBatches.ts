import { shopOrderTransition } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { rawQuery } from '../../../platform/db/sql'
import type { ShopOrderRow } from '../tables'
import { createGroupCommit, type GroupCommitOptions } from '../../../platform/db/groupCommit'
import type { OrderItemWithProduct } from './orderView'

/**
 * Checkout in batches (drizzle/0012_shop_checkout_batch.sql, set-based since 0015): buy-now orders
 * placed at the same time share one statement and one commit, and so do orders paid from the balance;
 * each item has its own outcome. placeShopOrder and payShopOrder submit here on the root handle and
 * turn outcomes into their answers and errors; 'alone' (the batch failed as a whole, or the item needs
 * what the batch does not do) sends the caller down its single-order transaction.
 */

/** A buy-now order without a coupon, validated (SKU id and address id well-formed). */
export type PlaceBatchItem = {
  memberId: number
  requestKey: string
  requestHash: string
  skuId: number
  quantity: number
  addressUuid: string
  deliveryMethod: string
  shippingFee: bigint
  payBy: Date
  /** The order number's first 14 digits (orderNumberPrefix). */
  numberPrefix: string
}
export type PlaceBatchOutcome =
  | { outcome: 'created'; order: ShopOrderRow; items: OrderItemWithProduct[] }
  | { outcome: 'existing'; order: ShopOrderRow }
  | { outcome: 'not_found' | 'unavailable' | 'out_of_stock' }

/** A payment from the balance of a well-formed order number. */
export type PayBatchItem = {
  memberId: number
  orderNo: string
  requestKey: string
  requestHash: string
  now: Date
}
export type PayBatchOutcome =
  | { outcome: 'paid'; order: ShopOrderRow; items: OrderItemWithProduct[] }
  | { outcome: 'settled'; order: ShopOrderRow }
  | { outcome: 'not_found' | 'expired' | 'insufficient' | 'conflict' }
  | { outcome: 'alone' }

/**
 * One batch at a time per kind: a placing batch and a paying batch keep two server cores busy, and
 * whatever arrives meanwhile makes the next batch bigger (measured with 16 clients on the 2-core
 * machine: 2 per kind gave batches of 3–4 and more PostgreSQL CPU per order than 1 per kind's 16).
 */
export const checkoutBatchOptions: GroupCommitOptions = { maxBatchSize: 64, maxInFlight: 1 }

type BatchRow = { r_ord: number; r_outcome: string; r_order: OrderJson | null; r_items: ItemJson[] | null }

const PLACE = `select * from shop_place_orders($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::int[],
  $6::uuid[], $7::text[], $8::numeric[], $9::timestamptz[], $10::text[])`
const PAY = `select * from shop_pay_orders($1::bigint[], $2::text[], $3::text[], $4::text[], $5::timestamptz[],
  $6::text)`

/** Places the items in one statement; throws only if the statement as a whole failed. */
export async function placeOrderBatch(
  db: Db,
  items: readonly PlaceBatchItem[],
): Promise<PlaceBatchOutcome[]> {
  const rows = await rawQuery(db)<BatchRow>('shop_place_orders_batch', PLACE, [
    items.map((item) => item.memberId),
    items.map((item) => item.requestKey),
    items.map((item) => item.requestHash),
    items.map((item) => item.skuId),
    items.map((item) => item.quantity),
    items.map((item) => item.addressUuid),
    items.map((item) => item.deliveryMethod),
    items.map((item) => item.shippingFee.toString()),
    items.map((item) => item.payBy.toISOString()),
    items.map((item) => item.numberPrefix),
  ])
  return inItemOrder(items.length, rows, (row): PlaceBatchOutcome => {
    switch (row.r_outcome) {
      case 'created':
        return { outcome: 'created', order: orderRow(row), items: itemRows(row) }
      case 'existing':
        return { outcome: 'existing', order: orderRow(row) }
      case 'not_found':
      case 'unavailable':
      case 'out_of_stock':
        return { outcome: row.r_outcome }
      default:
        throw new Error(`shop: unknown place outcome ${row.r_outcome}`)
    }
  })
}

/** Pays the items in one statement; throws only if the statement as a whole failed. */
export async function payOrderBatch(
  db: Db,
  items: readonly PayBatchItem[],
  paidStatus: ShopOrderRow['status'],
): Promise<PayBatchOutcome[]> {
  const rows = await rawQuery(db)<BatchRow>('shop_pay_orders_batch', PAY, [
    items.map((item) => item.memberId),
    items.map((item) => item.orderNo),
    items.map((item) => item.requestKey),
    items.map((item) => item.requestHash),
    items.map((item) => item.now.toISOString()),
    paidStatus,
  ])
  return inItemOrder(items.length, rows, (row): PayBatchOutcome => {
    switch (row.r_outcome) {
      case 'paid':
        return { outcome: 'paid', order: orderRow(row), items: itemRows(row) }
      case 'settled':
        return { outcome: 'settled', order: orderRow(row) }
      case 'not_found':
      case 'expired':
      case 'insufficient':
      case 'conflict':
        return { outcome: row.r_outcome }
      case 'alone':
        return { outcome: 'alone' }
      default:
        throw new Error(`shop: unknown pay outcome ${row.r_outcome}`)
    }
  })
}

function inItemOrder<T>(count: number, rows: readonly BatchRow[], map: (row: BatchRow) => T): T[] {
  const outcomes: (T | undefined)[] = Array.from({ length: count })
  for (const row of rows) outcomes[Number(row.r_ord) - 1] = map(row)
  return outcomes.map((outcome, index) => {
    if (outcome === undefined) throw new Error(`shop: batch item ${index} has no outcome`)
    return outcome
  })
}

/** shop_order_json: the row's columns by name, amounts as decimal strings, times as ISO strings. */
type OrderJson = {
  [K in keyof ShopOrderRow as SnakeCase<K & string>]: ShopOrderRow[K] extends bigint
    ? string
    : ShopOrderRow[K] extends Date
      ? string
      : ShopOrderRow[K] extends Date | null
        ? string | null
        : ShopOrderRow[K]
}
type ItemJson = {
  id: number
  order_id: number
  product_id: number
  sku_id: number
  sku_code: string
  name_zh: string
  name_en: string
  options: Record<string, string>
  image: string | null
  unit_price: string
  quantity: number
  product: {
    uuid: string
    option_groups: NonNullable<OrderItemWithProduct['product']>['optionGroups']
  } | null
}
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S

const date = (value: string | null) => (value === null ? null : new Date(value))

function orderRow({ r_order: o }: BatchRow): ShopOrderRow {
  if (!o) throw new Error('shop: batch outcome without its order')
  return {
    id: Number(o.id),
    orderNo: o.order_no,
    memberId: Number(o.member_id),
    status: o.status,
    itemsTotal: BigInt(o.items_total),
    shippingFee: BigInt(o.shipping_fee),
    discount: BigInt(o.discount),
    total: BigInt(o.total),
    deliveryMethod: o.delivery_method,
    address: o.address,
    couponCode: o.coupon_code,
    requestKey: o.request_key,
    requestHash: o.request_hash,
    cardAmount: BigInt(o.card_amount),
    balanceAmount: BigInt(o.balance_amount),
    payRequestKey: o.pay_request_key,
    payRequestHash: o.pay_request_hash,
    cardId: o.card_id,
    payBy: new Date(o.pay_by),
    paidAt: date(o.paid_at),
    carrier: o.carrier,
    trackingNo: o.tracking_no,
    shippedAt: date(o.shipped_at),
    completedAt: date(o.completed_at),
    cancelledAt: date(o.cancelled_at),
    refundedAt: date(o.refunded_at),
    createdAt: new Date(o.created_at),
    updatedAt: new Date(o.updated_at),
  }
}

function itemRows({ r_items: items }: BatchRow): OrderItemWithProduct[] {
  return (items ?? []).map((item) => ({
    id: Number(item.id),
    orderId: Number(item.order_id),
    productId: Number(item.product_id),
    skuId: Number(item.sku_id),
    skuCode: item.sku_code,
    nameZh: item.name_zh,
    nameEn: item.name_en,
    options: item.options,
    image: item.image,
    unitPrice: BigInt(item.unit_price),
    quantity: item.quantity,
    product: item.product && { uuid: item.product.uuid, optionGroups: item.product.option_groups },
  }))
}

// The status paying leads to, from the shared state machine (as transitionShopOrder writes it).
const PAID = shopOrderTransition('pending_payment', 'paid')

const batches = new WeakMap<Db, ReturnType<typeof createCheckoutBatches>>()

function createCheckoutBatches(db: Db, options: GroupCommitOptions) {
  if (!PAID) throw new Error('shop: the state machine does not pay a pending order')
  return {
    place: createGroupCommit((items: readonly PlaceBatchItem[]) => placeOrderBatch(db, items), options),
    pay: createGroupCommit((items: readonly PayBatchItem[]) => payOrderBatch(db, items, PAID), options),
  }
}

/** Sets how checkouts on this root handle are batched (replaces its batchers; call while they are idle). */
export function configureCheckoutBatching(db: Db, options: GroupCommitOptions): void {
  const current = batches.get(db)
  const busy = (stats?: { inFlight: number; waiting: number }) =>
    !!stats && (stats.inFlight > 0 || stats.waiting > 0)
  if (busy(current?.place.stats()) || busy(current?.pay.stats()))
    throw new Error('shop: checkout batching reconfigured while busy')
  batches.set(db, createCheckoutBatches(db, options))
}

/** The checkout batchers of a root database handle (one pair per handle). */
export function checkoutBatchesFor(db: Db): ReturnType<typeof createCheckoutBatches> {
  let found = batches.get(db)
  if (!found) batches.set(db, (found = createCheckoutBatches(db, checkoutBatchOptions)))
  return found
}
