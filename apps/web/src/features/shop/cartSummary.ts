/** The cart's footer: what is selected and its product total, with the shared bigint arithmetic. */
import type { Cart } from '@vita/shared/schemas/shop'
import { orderSummary } from '@vita/shared/shop/pricing'

export type CartSummary = {
  /** Selected and available lines (the ones checkout takes). */
  count: number
  quantity: number
  itemsTotal: bigint
  /** Every available line is selected (and there is one). */
  allSelected: boolean
}

export function cartSummary(cart: Cart): CartSummary {
  const available = cart.items.filter((item) => item.available)
  const chosen = available.filter((item) => item.selected)
  const summary = orderSummary(
    chosen.map((item) => ({ unitPrice: BigInt(item.sku.price), quantity: item.quantity })),
    0n,
    null,
  )
  return {
    count: chosen.length,
    quantity: chosen.reduce((sum, item) => sum + item.quantity, 0),
    itemsTotal: summary.itemsTotal,
    allSelected: available.length > 0 && chosen.length === available.length,
  }
}
