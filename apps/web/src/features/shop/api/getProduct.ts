import { useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { shopKeys, shopPath, shopSchemas } from './shopKeys'

export type GetProductReturnType = ProductDetail

/** GET /app/shop/products/:id (no token): a hidden or unknown product answers 404. */
export function getProduct(id: string, signal?: AbortSignal): Promise<GetProductReturnType> {
  return apiRequest(shopPath('products', id), {
    signal,
    parse: lazyParse(() => shopSchemas().then((m) => m.productDetailSchema)),
  })
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: shopKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    meta: { silent: true },
  })
}
