import type { CheckoutRequest, ShopOrder } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { useIdempotentMutation } from '../../../lib/useIdempotentMutation'
import { shopKeys, shopPath, shopSchemas } from './shopKeys'

export type PlaceOrderParameters = CheckoutRequest
export type PlaceOrderReturnType = ShopOrder

/** The order answer of placing, paying, cancelling and confirming receipt. */
export const parseOrder = lazyParse(() => shopSchemas().then((m) => m.shopOrderSchema))

/** POST /app/shop/orders (Idempotency-Key): reserves the stock and answers the order to pay. */
export function placeOrder(
  parameters: PlaceOrderParameters,
  idempotencyKey: string,
): Promise<PlaceOrderReturnType> {
  return apiRequest(shopPath('orders'), {
    method: 'POST',
    body: parameters,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: parseOrder,
  })
}

/**
 * A double tap or a retry after a lost answer reuses the key: one order. Placing from the cart takes
 * its selected lines, so the checkout's quote is not asked again (it would be refused: cartEmpty).
 */
export function usePlaceOrder() {
  return useIdempotentMutation({ send: placeOrder, invalidates: shopKeys.all, except: shopKeys.quotes() })
}
