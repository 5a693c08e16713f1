import { useQuery } from '@tanstack/react-query'
import type { ShopOrderDetail } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { shopKeys, shopPath, shopSchemas } from './shopKeys'

export type GetOrderReturnType = ShopOrderDetail

/** GET /app/shop/orders/:orderNo: the order with its status history and logistics (404 if not mine). */
export function getOrder(orderNo: string, signal?: AbortSignal): Promise<GetOrderReturnType> {
  return apiRequest(shopPath('orders', orderNo), {
    signal,
    parse: lazyParse(() => shopSchemas().then((m) => m.shopOrderDetailSchema)),
  })
}

export function useOrder(orderNo: string) {
  return useQuery({
    queryKey: shopKeys.order(orderNo),
    queryFn: ({ signal }) => getOrder(orderNo, signal),
    meta: { silent: true },
  })
}
