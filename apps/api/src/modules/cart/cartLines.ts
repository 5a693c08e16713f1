import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Cart, CartItem } from '@vita/shared/schemas/shop'
import type { Db, Tx } from '../../platform/db/client'
import { cartItems } from './tables'
import { coverUrl, findSkuOffers, toProductSku, type ProductRow, type SkuRow } from '../catalogue'

/** A cart line with its SKU and product rows as they are now. */
export type CartLine = {
  cartItemId: number
  quantity: number
  selected: boolean
  sku: SkuRow
  product: ProductRow
}

/** A line can be bought when its product is listed and its SKU holds at least the quantity. */
export const isCartLineAvailable = (line: Pick<CartLine, 'quantity' | 'sku' | 'product'>) =>
  line.product.listed && line.sku.stock >= line.quantity

async function cartLines(db: Db | Tx, memberId: number, selectedOnly: boolean): Promise<CartLine[]> {
  const items = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.memberId, memberId), selectedOnly ? eq(cartItems.selected, true) : undefined))
    // The latest added first, as the cart screen shows them.
    .orderBy(desc(cartItems.id))
  const offers = await findSkuOffers(
    db,
    items.map((item) => item.skuId),
  )
  return items.flatMap((item) => {
    const offer = offers.get(item.skuId)
    return offer
      ? [
          {
            cartItemId: item.id,
            quantity: item.quantity,
            selected: item.selected,
            sku: offer.sku,
            product: offer.product,
          },
        ]
      : []
  })
}

/**
 * The selected cart lines of `memberIds` as the checkout places them: member, SKU and quantity, the
 * latest added first (the checkout reads the SKUs itself, locked).
 */
export async function selectedCartItems(
  tx: Db | Tx,
  memberIds: readonly number[],
): Promise<{ memberId: number; skuId: number; quantity: number }[]> {
  if (memberIds.length === 0) return []
  return tx
    .select({ memberId: cartItems.memberId, skuId: cartItems.skuId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(inArray(cartItems.memberId, [...memberIds]), eq(cartItems.selected, true)))
    .orderBy(desc(cartItems.id))
}

/** A cart line as the API answers it (the checkout quote reuses it without id and selected). */
export function cartItemView(line: CartLine, uploadsBaseUrl: string): CartItem {
  return {
    id: String(line.cartItemId),
    productId: line.product.uuid,
    name: { zh: line.product.nameZh, en: line.product.nameEn },
    image: coverUrl(uploadsBaseUrl, line.product.images),
    sku: toProductSku(line.sku, line.product.optionGroups),
    quantity: line.quantity,
    selected: line.selected,
    available: isCartLineAvailable(line),
  }
}

/** GET /app/shop/cart and every cart change's answer: the member's whole cart. */
export async function loadCart(db: Db | Tx, memberId: number, uploadsBaseUrl: string): Promise<Cart> {
  return { items: (await cartLines(db, memberId, false)).map((line) => cartItemView(line, uploadsBaseUrl)) }
}

/**
 * The member's selected cart lines with their SKU and product rows (checkout from the cart), newest
 * first. Rows are read, not locked: the order reserves stock with a conditional update and must still
 * refuse lines that are not `isCartLineAvailable`.
 */
export function loadSelectedCartLines(tx: Db | Tx, memberId: number): Promise<CartLine[]> {
  return cartLines(tx, memberId, true)
}

/** Removes the member's cart lines of `skuIds` (what an order placed from the cart bought); the count removed. */
export async function clearOrderedCartLines(
  tx: Db | Tx,
  memberId: number,
  skuIds: readonly number[],
): Promise<number> {
  if (skuIds.length === 0) return 0
  const removed = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.skuId, [...skuIds])))
    .returning({ id: cartItems.id })
  return removed.length
}
