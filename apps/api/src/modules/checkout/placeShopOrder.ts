import { createHash } from 'node:crypto'
import { and, inArray, sql } from 'drizzle-orm'
import { orderSummary, type DeliveryMethod } from '@vita/shared'
import type { CheckoutRequest, ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { jsonRows, queryRows } from '../../platform/db/sql'
import { conflict, DomainError, invalidInput, notFound } from '../../platform/http/domainError'
import { lockMembers } from '../members'
import { selectedCartItems } from '../cart'
import { lockSkuOffers } from '../catalogue'
import { checkCoupon, lockCoupons } from '../promotions'
import { applyCoupons, clearCarts, reserveStock } from './checkoutSteps'
import { shopOrders, type ShopOrderRow } from './tables'
import { memberCouponUses } from './couponUses'
import { checkoutBatching } from './checkoutBatches'
import { pricedLines, SKU_ID, stockLines, type CheckoutLine } from './checkoutLines'
import { findOrderAddresses, type OrderAddress } from './memberAddress'
import { orderNumberPrefix } from './orderNumber'
import { assembleShopOrderView, toShopOrderView, type OrderItemWithProduct } from './orderView'

export type PlaceShopOrderParameters = {
  memberId: number
  /** The request's Idempotency-Key: the same key and body answer the same order. */
  requestKey: string
  request: CheckoutRequest
  fees: Record<DeliveryMethod, bigint>
  paymentTimeoutMinutes: number
  uploadsBaseUrl: string
  now: Date
}
export type PlaceShopOrderReturnType = { order: ShopOrder; replayed: boolean }
/**
 * idempotencyMismatch (409), cartEmpty (400), notFound (address or SKU), productUnavailable (409),
 * outOfStock (409), couponInvalid / couponExpired / couponUsedUp / couponBelowMinSpend (400).
 */
export type PlaceShopOrderErrorType = DomainError

/** A placing request as placeOrders takes it: the parameters without how the answer is shown. */
export type PlaceRequest = Omit<PlaceShopOrderParameters, 'uploadsBaseUrl'>
/** What placing did for one request: a new order, the order its key made before, or a refusal. */
export type PlaceOutcome =
  | { outcome: 'created'; order: ShopOrderRow; items: OrderItemWithProduct[] }
  | { outcome: 'replay'; order: ShopOrderRow }
  | { outcome: 'refused'; error: DomainError }

/** Placing's batches (checkoutBatches.ts); the benchmark configures and reads them. */
export const placing = checkoutBatching(placeOrders)

/** Places an order to pay (spec §3–4): see placeOrders; requests at the same time share a batch. */
export async function placeShopOrder(db: Db, p: PlaceShopOrderParameters): Promise<PlaceShopOrderReturnType> {
  const outcome = await placing.submit(db, p)
  switch (outcome.outcome) {
    case 'created':
      return {
        order: assembleShopOrderView(outcome.order, outcome.items, new Set(), p.uploadsBaseUrl),
        replayed: false,
      }
    case 'replay':
      // The same body answers the key's order again; another body is refused.
      if (outcome.order.requestHash !== placeRequestHash(p.request)) throw conflict('idempotencyMismatch')
      return { order: await toShopOrderView(db, outcome.order, p.uploadsBaseUrl), replayed: true }
    case 'refused':
      throw outcome.error
  }
}

/** An order decided and not written yet. */
type Draft = {
  request: PlaceRequest
  lines: CheckoutLine[]
  address: OrderAddress
  summary: Summary
  coupon: string | null
}
type Summary = ReturnType<typeof orderSummary>

/**
 * Places orders to pay in the caller's transaction, each decided on its own and in request order, as if
 * one after the other: the members' rows are locked (a key replays instead of racing), then the coupons
 * named, the SKUs and their products, in that order and by key, so concurrent batches and the stock's
 * other writers (cancel, refund) never deadlock; the keys' earlier orders, the addresses and the carts'
 * selected lines are read once. Each request is checked in the order its answer names (replay, address,
 * lines, listed, coupon, stock) against the stock left by the requests before it; then the orders, their
 * items, coupon uses, first events, cart removals and stock of every placed order are written in a few
 * statements: the checkout's steps (checkoutSteps.ts) reserveStock, createOrder, applyCoupon and clearCart.
 * A refusal changes nothing; the same key twice answers the first's order.
 */
export async function placeOrders(tx: Db, requests: readonly PlaceRequest[]): Promise<PlaceOutcome[]> {
  const memberIds = sortedUnique(requests.map((r) => r.memberId))
  await lockMembers(tx, { memberIds })
  // Read after the lock: a request that waited for it sees the order its key made meanwhile.
  const earlier = new Map(
    (
      await tx
        .select()
        .from(shopOrders)
        .where(
          and(
            inArray(shopOrders.memberId, memberIds),
            inArray(shopOrders.requestKey, [...new Set(requests.map((r) => r.requestKey))]),
          ),
        )
    ).map((order) => [`${order.memberId}:${order.requestKey}`, order]),
  )
  const addresses = await findOrderAddresses(
    tx,
    requests.map((r) => ({ memberId: r.memberId, addressUuid: r.request.addressId })),
  )
  const cartMembers = sortedUnique(
    requests.filter((r) => r.request.lines.source === 'cart').map((r) => r.memberId),
  )
  const cartLines = await selectedCartItems(tx, cartMembers)
  const coupons = [
    ...new Set(requests.flatMap((r) => (r.request.couponCode ? [r.request.couponCode] : []))),
  ].sort()
  await lockCoupons(tx, coupons)
  const buyNowSkus = requests.flatMap(({ request: { lines } }) =>
    lines.source === 'buyNow' && SKU_ID.test(lines.skuId) ? [Number(lines.skuId)] : [],
  )
  const skuIds = sortedUnique([...buyNowSkus, ...cartLines.map((line) => line.skuId)])
  const offers = await lockSkuOffers(tx, skuIds)
  const lineOf = (skuId: number, quantity: number): CheckoutLine | null => {
    const offer = offers.get(skuId)
    return offer ? { ...offer, quantity } : null
  }

  // What the requests before took: stock, coupon uses, carts emptied, keys placed.
  const stockLeft = new Map([...offers.values()].map(({ sku }) => [sku.id, sku.stock]))
  const couponUses = new Map<string, { total: number; byMember: Map<number, number> }>()
  const cartsTaken = new Set<number>()
  const placedKeys = new Map<string, number>()
  const drafts: Draft[] = []
  const decided: (
    PlaceOutcome | { outcome: 'draft'; draft: number } | { outcome: 'again'; draft: number }
  )[] = []

  const decide = async (r: PlaceRequest, address: OrderAddress | null | undefined): Promise<Draft> => {
    if (!address) throw notFound()
    let lines: CheckoutLine[]
    if (r.request.lines.source === 'buyNow') {
      const { skuId, quantity } = r.request.lines
      const line = SKU_ID.test(skuId) ? lineOf(Number(skuId), quantity) : null
      if (!line) throw notFound()
      lines = [line]
    } else {
      lines = cartsTaken.has(r.memberId)
        ? []
        : cartLines
            .filter((line) => line.memberId === r.memberId)
            .flatMap((line) => lineOf(line.skuId, line.quantity) ?? [])
            .sort((a, b) => a.sku.id - b.sku.id)
      if (lines.length === 0) throw invalidInput('cartEmpty')
    }
    if (lines.some((line) => !line.product.listed)) throw conflict('productUnavailable')
    const fee = r.fees[r.request.deliveryMethod]
    const priced = pricedLines(lines)
    let summary = orderSummary(priced, fee, null)
    const coupon = r.request.couponCode || null
    if (coupon) {
      const uses = couponUses.get(coupon)
      const check = await checkCoupon(tx, {
        code: coupon,
        itemsTotal: summary.itemsTotal,
        now: r.now,
        lock: true,
        earlierTotal: uses?.total ?? 0,
        memberUses:
          (await memberCouponUses(tx, { code: coupon, memberId: r.memberId })) +
          (uses?.byMember.get(r.memberId) ?? 0),
      })
      if (!check.ok) throw invalidInput(check.reason)
      summary = orderSummary(priced, fee, check.terms)
    }
    const wanted = new Map<number, number>()
    for (const line of lines) wanted.set(line.sku.id, (wanted.get(line.sku.id) ?? 0) + line.quantity)
    for (const [skuId, quantity] of [...wanted].sort((a, b) => a[0] - b[0]))
      if ((stockLeft.get(skuId) ?? 0) < quantity) throw conflict('outOfStock', { skuId: String(skuId) })
    return { request: r, lines, address, summary, coupon }
  }

  for (const [index, r] of requests.entries()) {
    const key = `${r.memberId}:${r.requestKey}`
    const before = earlier.get(key)
    const placedNow = placedKeys.get(key)
    if (before) decided.push({ outcome: 'replay', order: before })
    else if (placedNow !== undefined) decided.push({ outcome: 'again', draft: placedNow })
    else {
      try {
        const draft = await decide(r, addresses[index])
        for (const line of draft.lines)
          stockLeft.set(line.sku.id, (stockLeft.get(line.sku.id) ?? 0) - line.quantity)
        if (draft.coupon) {
          const uses = couponUses.get(draft.coupon) ?? { total: 0, byMember: new Map<number, number>() }
          uses.total++
          uses.byMember.set(r.memberId, (uses.byMember.get(r.memberId) ?? 0) + 1)
          couponUses.set(draft.coupon, uses)
        }
        if (r.request.lines.source === 'cart') cartsTaken.add(r.memberId)
        placedKeys.set(key, drafts.length)
        decided.push({ outcome: 'draft', draft: drafts.length })
        drafts.push(draft)
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        decided.push({ outcome: 'refused', error })
      }
    }
  }

  // The steps that change state, in order (decided above: price, and which coupon and stock each takes).
  await reserveStock(
    tx,
    drafts.flatMap((draft) => stockLines(draft.lines)),
  )
  const written = await createOrders(tx, drafts)
  await applyCoupons(
    tx,
    written.map(({ order }) => order),
  )
  await clearCarts(
    tx,
    drafts.flatMap(({ request, lines }) =>
      request.request.lines.source === 'cart'
        ? [{ memberId: request.memberId, skuIds: lines.map((line) => line.sku.id) }]
        : [],
    ),
  )
  return decided.map((outcome): PlaceOutcome => {
    if (outcome.outcome !== 'draft' && outcome.outcome !== 'again') return outcome
    const placed = written[outcome.draft]
    if (!placed) throw new Error('shop: a decided order was not written')
    // The same key again in this batch answers the order the first request placed.
    return outcome.outcome === 'draft' ? placed : { outcome: 'replay', order: placed.order }
  })
}

/**
 * The createOrder step: writes the decided orders in one statement, the orders, their items and their
 * first events. The written orders with their items, as the rows read back would be.
 */
async function createOrders(
  tx: Db,
  drafts: readonly Draft[],
): Promise<Extract<PlaceOutcome, { outcome: 'created' }>[]> {
  if (drafts.length === 0) return []
  const orders = drafts.map(({ request: r, summary, address, coupon }) => ({
    memberId: r.memberId,
    status: 'pending_payment' as const,
    itemsTotal: summary.itemsTotal,
    shippingFee: summary.shippingFee,
    discount: summary.discount,
    total: summary.total,
    deliveryMethod: r.request.deliveryMethod,
    address,
    couponCode: coupon,
    requestKey: r.requestKey,
    requestHash: placeRequestHash(r.request),
    payBy: new Date(r.now.getTime() + r.paymentTimeoutMinutes * 60_000),
  }))
  const items = drafts.flatMap((draft, index) =>
    draft.lines.map((line) => ({
      order: index,
      productId: line.product.id,
      skuId: line.sku.id,
      skuCode: line.sku.code,
      nameZh: line.product.nameZh,
      nameEn: line.product.nameEn,
      options: line.sku.options,
      image: line.product.images[0] ?? null,
      unitPrice: line.sku.price,
      quantity: line.quantity,
    })),
  )
  const [written] = await queryRows<{
    now: string
    orders: { i: number; id: string; no: string }[]
    items: { id: string; order: string; sku: string }[]
  }>(
    tx,
    sql`with n as (
        -- Each order's id, and its number: the UTC time to the second (orderNumberPrefix), then the id
        -- padded to 8 digits, so numbers sort by time and are unique by construction.
        select x.*, nextval(pg_get_serial_sequence('shop_orders', 'id')) as id
        from json_to_recordset(${jsonRows(
          orders.map((o, index) => ({
            i: index,
            prefix: orderNumberPrefix(drafts[index]?.request.now ?? new Date()),
            member_id: o.memberId,
            items_total: o.itemsTotal.toString(),
            shipping_fee: o.shippingFee.toString(),
            discount: o.discount.toString(),
            total: o.total.toString(),
            delivery_method: o.deliveryMethod,
            address: JSON.stringify(o.address),
            coupon_code: o.couponCode,
            request_key: o.requestKey,
            request_hash: o.requestHash,
            pay_by: o.payBy.toISOString(),
          })),
        )}) as x(i int, prefix text, member_id bigint, items_total numeric, shipping_fee numeric,
          discount numeric, total numeric, delivery_method text, address text, coupon_code text, request_key text,
          request_hash text, pay_by timestamptz)
      ), o as (
        insert into shop_orders (id, order_no, member_id, status, items_total, shipping_fee, discount, total,
          delivery_method, address, coupon_code, request_key, request_hash, pay_by)
        select n.id, n.prefix || repeat('0', greatest(8 - length(n.id::text), 0)) || n.id::text, n.member_id,
          'pending_payment', n.items_total, n.shipping_fee, n.discount, n.total, n.delivery_method, n.address::jsonb,
          n.coupon_code, n.request_key, n.request_hash, n.pay_by
        from n order by n.i
        returning id, order_no
      ), i as (
        insert into shop_order_items (order_id, product_id, sku_id, sku_code, name_zh, name_en, options, image,
          unit_price, quantity)
        select n.id, x.product_id, x.sku_id, x.sku_code, x.name_zh, x.name_en, x.options::jsonb, x.image,
          x.unit_price, x.quantity
        from json_to_recordset(${jsonRows(
          items.map((item, index) => ({
            i: index,
            o: item.order,
            product_id: item.productId,
            sku_id: item.skuId,
            sku_code: item.skuCode,
            name_zh: item.nameZh,
            name_en: item.nameEn,
            options: JSON.stringify(item.options),
            image: item.image,
            unit_price: item.unitPrice.toString(),
            quantity: item.quantity,
          })),
        )}) as x(i int, o int, product_id bigint, sku_id bigint, sku_code text, name_zh text, name_en text,
          options text, image text, unit_price numeric, quantity int)
        join n on n.i = x.o
        order by x.i
        returning id, sku_id, order_id
      ), e as (
        insert into shop_order_events (order_id, from_status, to_status, actor)
        select o.id, null, 'pending_payment', 'member' from o
      )
      select now()::text as now,
        (select json_agg(json_build_object('i', n.i, 'id', o.id::text, 'no', o.order_no)) from o join n on n.id = o.id)
          as orders,
        (select coalesce(json_agg(json_build_object('id', i.id::text, 'order', i.order_id::text, 'sku', i.sku_id::text)), '[]')
         from i) as items`,
    { prepared: true },
  )
  if (!written) throw new Error('checkout: the orders were not written')
  const numbers = new Map(written.orders.map((row) => [row.i, { id: Number(row.id), orderNo: row.no }]))
  const itemIds = new Map(written.items.map((row) => [`${row.order}:${row.sku}`, Number(row.id)]))
  const now = new Date(written.now)
  const rows = orders.map((placed, index): ShopOrderRow => {
    const number = numbers.get(index)
    if (!number) throw new Error('shop: an order was not written')
    return {
      ...number,
      ...placed,
      cardAmount: 0n,
      balanceAmount: 0n,
      payRequestKey: null,
      payRequestHash: null,
      cardId: null,
      paidAt: null,
      carrier: null,
      trackingNo: null,
      shippedAt: null,
      completedAt: null,
      cancelledAt: null,
      refundedAt: null,
      createdAt: now,
      updatedAt: now,
    }
  })
  return drafts.map((draft, index) => {
    const order = rows[index]
    if (!order) throw new Error('shop: an order without its draft')
    const products = new Map(draft.lines.map((line) => [line.product.id, line.product]))
    return {
      outcome: 'created',
      order,
      items: items
        .filter((item) => item.order === index)
        .map(({ order: _order, ...item }) => {
          const id = itemIds.get(`${order.id}:${item.skuId}`)
          if (id === undefined) throw new Error('shop: an order item was not written')
          return { ...item, id, orderId: order.id, product: products.get(item.productId) ?? null }
        }),
    }
  })
}

const sortedUnique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b)

/** The placing request in a fixed field order: the same body always hashes alike. */
export function placeRequestHash(request: CheckoutRequest): string {
  const lines =
    request.lines.source === 'cart'
      ? ['cart']
      : ['buyNow', request.lines.skuId, String(request.lines.quantity)]
  const canonical = [...lines, request.addressId, request.deliveryMethod, request.couponCode || '']
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}
