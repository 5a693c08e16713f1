import { and, eq, sql } from 'drizzle-orm'
import type { Cart } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { conflict, notFound, type DomainError } from '../../platform/http/domainError'
import { cartItems } from './tables'
import { parseRowId } from '../catalogue'
import { loadCart } from './cartLines'

type CartItemTarget = { memberId: number; itemId: string; uploadsBaseUrl: string }
export type UpdateCartItemParameters = CartItemTarget & {
  quantity?: number | undefined
  selected?: boolean | undefined
}
/**
 * 404 notFound (no such line of the caller's: another member's line answers alike); with a quantity,
 * 409 productUnavailable (hidden product) or 409 outOfStock (more than the SKU holds; `data.stock`).
 */
export type UpdateCartItemErrorType = DomainError

/** PATCH /app/shop/cart/items/:id: a line's quantity (within the SKU's stock) and/or its selection. */
export async function updateCartItem(db: Db, parameters: UpdateCartItemParameters): Promise<Cart> {
  const { memberId, quantity, selected, uploadsBaseUrl } = parameters
  const id = parseRowId(parameters.itemId)
  if (id === null) throw notFound()
  const [line] = await queryRows<{ skuId: string; stock: number; listed: boolean }>(
    db,
    sql`select s.sku_id::text as "skuId", s.stock, s.listed
      from cart_items c join catalogue_sku_stock s on s.sku_id = c.sku_id
      where c.id = ${id} and c.member_id = ${memberId}`,
  )
  if (!line) throw notFound()
  if (quantity !== undefined) {
    if (!line.listed) throw conflict('productUnavailable')
    if (quantity > line.stock) throw conflict('outOfStock', { stock: line.stock })
  }
  const updated = await db
    .update(cartItems)
    .set({
      ...(quantity === undefined ? {} : { quantity }),
      ...(selected === undefined ? {} : { selected }),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(cartItems.id, id),
        eq(cartItems.memberId, memberId),
        // The stock as it is at the write: a sale in between is not overridden.
        quantity === undefined
          ? undefined
          : sql`${quantity} <= (select stock from catalogue_sku_stock where sku_id = ${line.skuId})`,
      ),
    )
    .returning({ id: cartItems.id })
  if (updated.length === 0)
    throw quantity === undefined ? notFound() : conflict('outOfStock', { stock: line.stock })
  return loadCart(db, memberId, uploadsBaseUrl)
}

/** DELETE /app/shop/cart/items/:id: removes a line of the caller's (404 for any other). */
export async function removeCartItem(db: Db, parameters: CartItemTarget): Promise<Cart> {
  const id = parseRowId(parameters.itemId)
  if (id === null) throw notFound()
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.memberId, parameters.memberId)))
    .returning({ id: cartItems.id })
  if (removed.length === 0) throw notFound()
  return loadCart(db, parameters.memberId, parameters.uploadsBaseUrl)
}

/** POST /app/shop/cart/select: selects or unselects every line (select all / none). */
export async function selectCart(
  db: Db,
  parameters: { memberId: number; selected: boolean; uploadsBaseUrl: string },
): Promise<Cart> {
  await db
    .update(cartItems)
    .set({ selected: parameters.selected, updatedAt: sql`now()` })
    .where(eq(cartItems.memberId, parameters.memberId))
  return loadCart(db, parameters.memberId, parameters.uploadsBaseUrl)
}
