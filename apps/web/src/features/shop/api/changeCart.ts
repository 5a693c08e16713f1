/**
 * The cart's changes: add a SKU, change a line's quantity or selection, remove a line, select all.
 * Each answers the whole cart, which replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Cart } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { parseCart } from './getCart'
import { shopKeys, shopPath } from './shopKeys'

export type CartChange =
  | { kind: 'add'; skuId: string; quantity: number }
  | { kind: 'update'; itemId: string; quantity?: number; selected?: boolean }
  | { kind: 'remove'; itemId: string }
  | { kind: 'selectAll'; selected: boolean }

/** POST /cart/items, PATCH /cart/items/:id, DELETE /cart/items/:id, POST /cart/select. */
export function changeCart(change: CartChange): Promise<Cart> {
  switch (change.kind) {
    case 'add':
      return apiRequest(shopPath('cart', undefined, '/items'), {
        method: 'POST',
        body: { skuId: change.skuId, quantity: change.quantity },
        parse: parseCart,
      })
    case 'update': {
      const { itemId, kind: _kind, ...body } = change
      return apiRequest(shopPath('cart/items', itemId), { method: 'PATCH', body, parse: parseCart })
    }
    case 'remove':
      return apiRequest(shopPath('cart/items', change.itemId), { method: 'DELETE', parse: parseCart })
    case 'selectAll':
      return apiRequest(shopPath('cart', undefined, '/select'), {
        method: 'POST',
        body: { selected: change.selected },
        parse: parseCart,
      })
  }
}

/** Silent: each caller shows its own text (e.g. the spec's "add to cart" failure). */
export function useChangeCart() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: changeCart,
    meta: { silent: true },
    onSuccess: (cart) => client.setQueryData(shopKeys.cart(), cart),
  })
}
