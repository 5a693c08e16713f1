import { sql } from 'drizzle-orm'
import type { Cart } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { conflict, notFound, type DomainError } from '../../platform/http/domainError'
import { cartItems } from './tables'
import { findSkuOffers, parseRowId } from '../catalogue'
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
  const offer = (await findSkuOffers(db, [skuId])).get(skuId)
  if (!offer) throw notFound()
  const { sku } = offer
  if (!offer.product.listed) throw conflict('productUnavailable')
  if (quantity > sku.stock) throw conflict('outOfStock', { stock: sku.stock })
  const saved = await db
    .insert(cartItems)
    .values({ memberId, skuId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.memberId, cartItems.skuId],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        selected: true,
        updatedAt: sql`now()`,
      },
      // The stock as it is at the write, not as read above.
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= (select stock from catalogue_sku_stock where sku_id = excluded.sku_id)`,
    })
    .returning({ id: cartItems.id })
  if (saved.length === 0) throw conflict('outOfStock', { stock: sku.stock })
  return loadCart(db, memberId, uploadsBaseUrl)
}
