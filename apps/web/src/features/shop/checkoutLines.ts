/**
 * What the checkout buys, read from its URL: `?sku=…&quantity=…` is "buy now" (so a reload keeps
 * it), no query is the cart's selection.
 */
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
