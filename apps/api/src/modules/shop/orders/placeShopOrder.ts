import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { orderSummary, type DeliveryMethod } from '@vita/shared'
import { isAddressId } from '@vita/shared/schemas/addresses'
import type { CheckoutRequest, ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import { members } from '../../members'
import { conflict, invalidInput, notFound, type DomainError } from '../../../platform/http/domainError'
import { clearOrderedCartLines } from '../cart/cartLines'
import {
  shopCouponUses,
  shopCoupons,
  shopOrderEvents,
  shopOrderItems,
  shopOrders,
  type ShopOrderRow,
} from '../tables'
import { checkCoupon } from './applyCoupon'
import { checkoutBatchesFor, type PlaceBatchItem, type PlaceBatchOutcome } from './checkoutBatches'
import { assertPurchasable, loadCheckoutLines, pricedLines, SKU_ID, stockLines } from './checkoutLines'
import { findOrderAddress } from './memberAddress'
import { nextOrderNumber, orderNumberPrefix } from './orderNumber'
import { assembleShopOrderView, toShopOrderView } from './orderView'
import { reserveStock } from './stockReservation'

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

/**
 * Places an order to pay (spec §3–4) in one transaction: the member's row is locked so a key replays
 * instead of racing; the SKUs' stock is reserved by conditional updates; the coupon row is locked for
 * its limits; the address, names, options, images and prices are copied; the ordered cart lines go.
 * Any refusal rolls everything back.
 */
export async function placeShopOrder(db: Db, p: PlaceShopOrderParameters): Promise<PlaceShopOrderReturnType> {
  const hash = placeRequestHash(p.request)
  const item = db instanceof PgTransaction ? null : batchItem(p, hash)
  if (item) {
    const outcome = await checkoutBatchesFor(db).place.submit(item)
    if (outcome !== 'alone') return placedAnswer(db, outcome, item, p.uploadsBaseUrl)
  }
  return placeAlone(db, p, hash)
}

/**
 * A buy-now order without a coupon goes in a batch (checkoutBatches.ts) with the same checks, in the
 * same order, as the transaction below; a cart or a coupon, or a malformed id (which the transaction
 * answers, after a replay), goes alone.
 */
function batchItem(p: PlaceShopOrderParameters, requestHash: string): PlaceBatchItem | null {
  const { lines, addressId, deliveryMethod, couponCode } = p.request
  if (lines.source !== 'buyNow' || couponCode || !SKU_ID.test(lines.skuId) || !isAddressId(addressId))
    return null
  return {
    memberId: p.memberId,
    requestKey: p.requestKey,
    requestHash,
    skuId: Number(lines.skuId),
    quantity: lines.quantity,
    addressUuid: addressId,
    deliveryMethod,
    shippingFee: p.fees[deliveryMethod],
    payBy: payBy(p),
    numberPrefix: orderNumberPrefix(p.now),
  }
}

async function placedAnswer(
  db: Db,
  outcome: PlaceBatchOutcome,
  item: PlaceBatchItem,
  uploadsBaseUrl: string,
): Promise<PlaceShopOrderReturnType> {
  switch (outcome.outcome) {
    case 'created':
      return {
        order: assembleShopOrderView(outcome.order, outcome.items, new Set(), uploadsBaseUrl),
        replayed: false,
      }
    case 'existing':
      return replayPlacing(db, outcome.order, item.requestHash, uploadsBaseUrl)
    case 'not_found':
      throw notFound()
    case 'unavailable':
      throw conflict('productUnavailable')
    case 'out_of_stock':
      throw conflict('outOfStock', { skuId: String(item.skuId) })
  }
}

/** The order a placing key made before: the same body answers it again, another body is refused. */
async function replayPlacing(
  db: Db,
  earlier: ShopOrderRow,
  requestHash: string,
  uploadsBaseUrl: string,
): Promise<PlaceShopOrderReturnType> {
  if (earlier.requestHash !== requestHash) throw conflict('idempotencyMismatch')
  return { order: await toShopOrderView(db, earlier, uploadsBaseUrl), replayed: true }
}

const payBy = (p: PlaceShopOrderParameters) => new Date(p.now.getTime() + p.paymentTimeoutMinutes * 60_000)

async function placeAlone(
  db: Db,
  p: PlaceShopOrderParameters,
  hash: string,
): Promise<PlaceShopOrderReturnType> {
  return db.transaction(async (tx) => {
    // Two statements, not one: a statement that waited for the lock sees the key's order only if it
    // reads after the lock (READ COMMITTED rechecks the locked row alone, not a joined one).
    await tx.select({ id: members.id }).from(members).where(eq(members.id, p.memberId)).for('no key update')
    const [earlier] = await tx
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.memberId, p.memberId), eq(shopOrders.requestKey, p.requestKey)))
    if (earlier) return replayPlacing(tx, earlier, hash, p.uploadsBaseUrl)
    const address = await findOrderAddress(tx, { memberId: p.memberId, addressUuid: p.request.addressId })
    const lines = await loadCheckoutLines(tx, { memberId: p.memberId, lines: p.request.lines })
    assertPurchasable(lines)
    const fee = p.fees[p.request.deliveryMethod]
    const priced = pricedLines(lines)
    let summary = orderSummary(priced, fee, null)
    const couponCode = p.request.couponCode || null
    if (couponCode) {
      const coupon = await checkCoupon(tx, {
        code: couponCode,
        memberId: p.memberId,
        itemsTotal: summary.itemsTotal,
        now: p.now,
        lock: true,
      })
      if (!coupon.ok) throw invalidInput(coupon.reason)
      summary = orderSummary(priced, fee, coupon.terms)
    }
    const { id, orderNo } = await nextOrderNumber(tx, p.now)
    const [order] = await tx
      .insert(shopOrders)
      .values({
        id,
        orderNo,
        memberId: p.memberId,
        status: 'pending_payment',
        itemsTotal: summary.itemsTotal,
        shippingFee: summary.shippingFee,
        discount: summary.discount,
        total: summary.total,
        deliveryMethod: p.request.deliveryMethod,
        address,
        couponCode,
        requestKey: p.requestKey,
        requestHash: hash,
        payBy: payBy(p),
      })
      .returning()
    if (!order) throw new Error('the order insert returned nothing')
    const items = await tx
      .insert(shopOrderItems)
      .values(
        lines.map((line) => ({
          orderId: id,
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
      .returning()
    if (couponCode) {
      await tx.insert(shopCouponUses).values({ couponCode, orderId: id, memberId: p.memberId })
      await tx
        .update(shopCoupons)
        .set({ used: sql`${shopCoupons.used} + 1` })
        .where(eq(shopCoupons.code, couponCode))
    }
    await tx
      .insert(shopOrderEvents)
      .values({ orderId: id, fromStatus: null, toStatus: 'pending_payment', actor: 'member' })
    if (p.request.lines.source === 'cart')
      await clearOrderedCartLines(
        tx,
        p.memberId,
        lines.map((line) => line.sku.id),
      )
    // Last, so the SKU rows (the contended ones) stay locked only for the commit after it.
    await reserveStock(tx, stockLines(lines))
    const products = new Map(lines.map((line) => [line.product.id, line.product]))
    const view = assembleShopOrderView(
      order,
      items.map((item) => ({ ...item, product: products.get(item.productId) ?? null })),
      new Set(),
      p.uploadsBaseUrl,
    )
    return { order: view, replayed: false }
  })
}

/** The placing request in a fixed field order: the same body always hashes alike. */
export function placeRequestHash(request: CheckoutRequest): string {
  const lines =
    request.lines.source === 'cart'
      ? ['cart']
      : ['buyNow', request.lines.skuId, String(request.lines.quantity)]
  const canonical = [...lines, request.addressId, request.deliveryMethod, request.couponCode || '']
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}
