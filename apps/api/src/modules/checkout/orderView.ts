import { asc, inArray } from 'drizzle-orm'
import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { shopOrderItems, type ShopOrderItemRow, type ShopOrderRow } from './tables'
import { findProductRefs, imageUrl, inGroupOrder, optionLabels, type ProductRef } from '../catalogue'
import { reviewedOrderItems } from '../reviews'
import type { OrderAddress } from './memberAddress'

/** An order's item with what its view needs of its product (uuid, option groups). */
export type OrderItemWithProduct = ShopOrderItemRow & {
  product: ProductRef | null
}

// Reviews exist only on orders that were received (completed, possibly refunded afterwards).
const REVIEWABLE: readonly ShopOrder['status'][] = ['completed', 'refunded']

/** The orders as the API answers them (shopOrderSchema), items with whether each was reviewed. */
export async function toShopOrderViews(
  db: Db,
  orders: readonly ShopOrderRow[],
  uploadsBaseUrl: string,
): Promise<ShopOrder[]> {
  if (orders.length === 0) return []
  const items = await orderItemsWithProducts(
    db,
    orders.map((order) => order.id),
  )
  const reviewable = new Set(orders.filter((o) => REVIEWABLE.includes(o.status)).map((o) => o.id))
  const candidates = items.filter((item) => reviewable.has(item.orderId)).map((item) => item.id)
  const reviewed = await reviewedOrderItems(db, { orderItemIds: candidates })
  return orders.map((order) =>
    assembleShopOrderView(
      order,
      items.filter((item) => item.orderId === order.id),
      reviewed,
      uploadsBaseUrl,
    ),
  )
}

/** The orders' items in item order, each with its product's uuid and option groups (the catalogue's). */
export async function orderItemsWithProducts(
  db: Db,
  orderIds: readonly number[],
): Promise<OrderItemWithProduct[]> {
  if (orderIds.length === 0) return []
  const items = await db
    .select()
    .from(shopOrderItems)
    .where(inArray(shopOrderItems.orderId, [...orderIds]))
    .orderBy(asc(shopOrderItems.id))
  const products = await findProductRefs(
    db,
    items.map((item) => item.productId),
  )
  return items.map((item) => ({ ...item, product: products.get(item.productId) ?? null }))
}

/** One order's view from rows already read (no query): `reviewed` holds the reviewed item ids. */
export function assembleShopOrderView(
  order: ShopOrderRow,
  items: readonly OrderItemWithProduct[],
  reviewed: ReadonlySet<number>,
  uploadsBaseUrl: string,
): ShopOrder {
  return {
    orderNo: order.orderNo,
    status: order.status,
    items: items.map((item) => ({
      id: String(item.id),
      productId: item.product?.uuid ?? '',
      skuCode: item.skuCode,
      name: { zh: item.nameZh, en: item.nameEn },
      options: inGroupOrder(item.options, item.product?.optionGroups ?? []),
      optionLabels: optionLabels(item.options, item.product?.optionGroups ?? []),
      image: item.image === null ? null : imageUrl(uploadsBaseUrl, item.image),
      unitPrice: item.unitPrice.toString(),
      quantity: item.quantity,
      reviewed: reviewed.has(item.id),
    })),
    itemsTotal: order.itemsTotal.toString(),
    shippingFee: order.shippingFee.toString(),
    discount: order.discount.toString(),
    total: order.total.toString(),
    deliveryMethod: order.deliveryMethod,
    address: order.address as OrderAddress,
    couponCode: order.couponCode,
    cardAmount: order.cardAmount.toString(),
    balanceAmount: order.balanceAmount.toString(),
    payBy: order.payBy.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  }
}

/** One order as the API answers it. */
export async function toShopOrderView(
  db: Db,
  order: ShopOrderRow,
  uploadsBaseUrl: string,
): Promise<ShopOrder> {
  const [view] = await toShopOrderViews(db, [order], uploadsBaseUrl)
  if (!view) throw new Error('the order has no view')
  return view
}
