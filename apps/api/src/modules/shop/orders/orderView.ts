import { asc, inArray } from 'drizzle-orm'
import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import { shopOrderItems, shopProducts, shopReviews, type ShopOrderRow, type ShopProductRow } from '../tables'
import { imageUrl, inGroupOrder, optionLabels } from '../catalogue/productViews'
import type { OrderAddress } from './memberAddress'

/** The orders as the API answers them (shopOrderSchema), items with whether each was reviewed. */
export async function toShopOrderViews(
  db: Db,
  orders: readonly ShopOrderRow[],
  uploadsBaseUrl: string,
): Promise<ShopOrder[]> {
  if (orders.length === 0) return []
  const ids = orders.map((order) => order.id)
  const items = await db
    .select()
    .from(shopOrderItems)
    .where(inArray(shopOrderItems.orderId, ids))
    .orderBy(asc(shopOrderItems.id))
  const reviewed = new Set(
    items.length === 0
      ? []
      : (
          await db
            .select({ id: shopReviews.orderItemId })
            .from(shopReviews)
            .where(
              inArray(
                shopReviews.orderItemId,
                items.map((item) => item.id),
              ),
            )
        ).map((row) => row.id),
  )
  const products = await productsOf(
    db,
    items.map((item) => item.productId),
  )
  return orders.map((order) => ({
    orderNo: order.orderNo,
    status: order.status,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        id: String(item.id),
        productId: products.get(item.productId)?.uuid ?? '',
        skuCode: item.skuCode,
        name: { zh: item.nameZh, en: item.nameEn },
        options: inGroupOrder(item.options, products.get(item.productId)?.optionGroups ?? []),
        optionLabels: optionLabels(item.options, products.get(item.productId)?.optionGroups ?? []),
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
  }))
}

/** The items' products: their uuid, and their option groups to order the items' options by. */
async function productsOf(
  db: Db,
  productIds: number[],
): Promise<Map<number, Pick<ShopProductRow, 'uuid' | 'optionGroups'>>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ id: shopProducts.id, uuid: shopProducts.uuid, optionGroups: shopProducts.optionGroups })
    .from(shopProducts)
    .where(inArray(shopProducts.id, [...new Set(productIds)]))
  return new Map(rows.map((row) => [row.id, row]))
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
