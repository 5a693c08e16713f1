import type { PricedLine } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { invalidInput, notFound, type DomainError } from '../../platform/http/domainError'
import { loadSelectedCartLines } from '../cart'
import { findSkuOffers, type SkuOffer, type StockLine } from '../catalogue'

/** What is being bought (checkoutLinesSchema): the cart's selected items, or one SKU. */
export type CheckoutLinesSource = { source: 'cart' } | { source: 'buyNow'; skuId: string; quantity: number }

/** One line to buy: its SKU and product rows as they are now, and the quantity. */
export type CheckoutLine = SkuOffer & { quantity: number }

export type LoadCheckoutLinesReturnType = CheckoutLine[]
/** cartEmpty (no selected item), notFound (a buy-now SKU that does not exist). */
export type LoadCheckoutLinesErrorType = DomainError

/** A SKU id as a request may carry it (a bigint's digits). */
export const SKU_ID = /^[1-9][0-9]{0,15}$/

/**
 * The lines of a checkout in ascending SKU id (the order placing locks them in), read, not locked: the
 * caller decides what an unlisted product or a short stock means (the quote shows it, placing refuses).
 */
export async function loadCheckoutLines(
  db: Db,
  { memberId, lines }: { memberId: number; lines: CheckoutLinesSource },
): Promise<LoadCheckoutLinesReturnType> {
  if (lines.source === 'buyNow') {
    if (!SKU_ID.test(lines.skuId)) throw notFound()
    const offer = (await findSkuOffers(db, [Number(lines.skuId)])).get(Number(lines.skuId))
    if (!offer) throw notFound()
    return [{ ...offer, quantity: lines.quantity }]
  }
  const selected = await loadSelectedCartLines(db, memberId)
  if (selected.length === 0) throw invalidInput('cartEmpty')
  return selected.sort((a, b) => a.sku.id - b.sku.id)
}

export const pricedLines = (lines: readonly CheckoutLine[]): PricedLine[] =>
  lines.map((line) => ({ unitPrice: line.sku.price, quantity: line.quantity }))

export const stockLines = (lines: readonly CheckoutLine[]): StockLine[] =>
  lines.map((line) => ({ skuId: line.sku.id, productId: line.product.id, quantity: line.quantity }))
