import { eq, sql } from 'drizzle-orm'
import type { Cart } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import { conflict, notFound, type DomainError } from '../../../platform/http/domainError'
import { shopCartItems, shopProducts, shopSkus } from '../tables'
import { parseRowId } from '../catalogue/productViews'
import { loadCart } from './cartLines'

export type AddCartItemParameters = {
  memberId: number
  skuId: string
  quantity: number
  uploadsBaseUrl: string
}
export type AddCartItemReturnType = Cart
/**
 * 404 notFound (unknown or malformed SKU id); 409 productUnavailable (hidden product); 409 outOfStock
 * (the cart's quantity of the SKU would pass its stock; `data.stock` says how many there are).
 */
export type AddCartItemErrorType = DomainError

/**
 * POST /app/shop/cart/items: adds `quantity` of a SKU, to the line already holding it if any (which
 * is selected again). One conditional upsert: two adds at once can never together pass the stock.
 */
export async function addCartItem(db: Db, parameters: AddCartItemParameters): Promise<Cart> {
  const { memberId, quantity, uploadsBaseUrl } = parameters
  const skuId = parseRowId(parameters.skuId)
  if (skuId === null) throw notFound()
  const [sku] = await db
    .select({ id: shopSkus.id, stock: shopSkus.stock, listed: shopProducts.listed })
    .from(shopSkus)
    .innerJoin(shopProducts, eq(shopProducts.id, shopSkus.productId))
    .where(eq(shopSkus.id, skuId))
  if (!sku) throw notFound()
  if (!sku.listed) throw conflict('productUnavailable')
  if (quantity > sku.stock) throw conflict('outOfStock', { stock: sku.stock })
  const saved = await db
    .insert(shopCartItems)
    .values({ memberId, skuId, quantity })
    .onConflictDoUpdate({
      target: [shopCartItems.memberId, shopCartItems.skuId],
      set: {
        quantity: sql`${shopCartItems.quantity} + excluded.quantity`,
        selected: true,
        updatedAt: sql`now()`,
      },
      // The stock as it is at the write, not as read above.
      setWhere: sql`${shopCartItems.quantity} + excluded.quantity <= (select stock from shop_skus where id = excluded.sku_id)`,
    })
    .returning({ id: shopCartItems.id })
  if (saved.length === 0) throw conflict('outOfStock', { stock: sku.stock })
  return loadCart(db, memberId, uploadsBaseUrl)
}
