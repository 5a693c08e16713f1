/** Cancelling an unpaid order and confirming receipt: POSTs answering the order as it now stands. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShopOrder } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { parseOrder } from './placeOrder'
import { shopKeys, shopPath } from './shopKeys'

export type OrderAction = 'cancel' | 'receipt'

/** POST /app/shop/orders/:orderNo/cancel or /receipt. */
export function postOrderAction(orderNo: string, action: OrderAction): Promise<ShopOrder> {
  return apiRequest(shopPath('orders', orderNo, `/${action}`), { method: 'POST', parse: parseOrder })
}

export function useOrderAction(action: OrderAction) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (orderNo: string) => postOrderAction(orderNo, action),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.orders() }),
  })
}
