import { useQuery } from '@tanstack/react-query'
import type { Cart } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { shopKeys, shopPath, shopSchemas } from './shopKeys'

export type GetCartReturnType = Cart

/** The cart answer every cart route gives (GET and each change). */
export const parseCart = lazyParse(() => shopSchemas().then((m) => m.cartSchema))

/** GET /app/shop/cart */
export function getCart(signal?: AbortSignal): Promise<GetCartReturnType> {
  return apiRequest(shopPath('cart'), { signal, parse: parseCart })
}

export function useCart(enabled = true) {
  return useQuery({
    queryKey: shopKeys.cart(),
    queryFn: ({ signal }) => getCart(signal),
    enabled,
    meta: { silent: true },
  })
}
