/**
 * What the checkout buys, read from its URL: `?sku=…&quantity=…` is "buy now" (so a reload keeps
 * it), no query is the cart's selection.
 */
import type { Cart } from '@vita/shared/schemas/shop'

export type CheckoutLines = { source: 'cart' } | { source: 'buyNow'; skuId: string; quantity: number }

export function buyNowPath(skuId: string, quantity: number): string {
  return `/checkout?${new URLSearchParams({ sku: skuId, quantity: String(quantity) }).toString()}`
}

export function checkoutLinesOf(search: string): CheckoutLines {
  const params = new URLSearchParams(search)
  const skuId = params.get('sku')
  const quantity = Number(params.get('quantity') ?? '1')
  if (!skuId) return { source: 'cart' }
  return {
    source: 'buyNow',
    skuId,
    quantity: Number.isInteger(quantity) && quantity >= 1 ? Math.min(quantity, 999) : 1,
  }
}

/**
 * Whether the checkout has lines to price: buy now has its SKU; the cart's checkout needs a selected
 * line (the API prices selected lines, available or not, and refuses none with cartEmpty), unknown
 * until the cart has loaded. The quote is asked only when 'ready'.
 */
export function checkoutSelection(
  lines: CheckoutLines,
  cart: Pick<Cart, 'items'> | undefined,
): 'ready' | 'none' | 'unknown' {
  if (lines.source === 'buyNow') return 'ready'
  if (cart === undefined) return 'unknown'
  return cart.items.some((item) => item.selected) ? 'ready' : 'none'
}
