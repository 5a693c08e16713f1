import type { PayOrderRequest, ShopOrder } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { useIdempotentMutation } from '../../../lib/useIdempotentMutation'
import { parseOrder } from './placeOrder'
import { shopKeys, shopPath } from './shopKeys'

export type PayOrderParameters = { orderNo: string; payment: PayOrderRequest }
export type PayOrderReturnType = ShopOrder

/** POST /app/shop/orders/:orderNo/pay (Idempotency-Key): from the balance, or a card with the rest from the balance. */
export function payOrder(
  parameters: PayOrderParameters,
  idempotencyKey: string,
): Promise<PayOrderReturnType> {
  return apiRequest(shopPath('orders', parameters.orderNo, '/pay'), {
    method: 'POST',
    body: parameters.payment,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: parseOrder,
  })
}

export function usePayOrder() {
  return useIdempotentMutation({ send: payOrder, invalidates: shopKeys.all })
}
