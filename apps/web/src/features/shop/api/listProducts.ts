import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ProductCard } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { cursorPaging, shopKeys, shopPath, shopSchemas, shopSearch, type ProductFilter } from './shopKeys'

export type ListProductsParameters = ProductFilter & { cursor?: string | undefined }
export type ListProductsReturnType = { items: ProductCard[]; nextCursor: string | null }
export const PRODUCTS_PAGE_SIZE = 20

/** GET /app/shop/products (no token): `q` matches the zh and en names; category "all" sends none. */
export function listProducts(
  parameters: ListProductsParameters,
  signal?: AbortSignal,
): Promise<ListProductsReturnType> {
  const search = shopSearch({
    q: parameters.q.trim() || undefined,
    category: parameters.category === 'all' ? undefined : parameters.category,
    sort: parameters.sort,
    cursor: parameters.cursor,
    limit: PRODUCTS_PAGE_SIZE,
  })
  return apiRequest(shopPath('products', undefined, search), {
    signal,
    parse: lazyParse(() => shopSchemas().then((m) => m.productPageSchema)),
  })
}

/** Silent: the list shows its own load-failed card; the last results stay while a new filter loads. */
export function useProducts(filter: ProductFilter) {
  return useInfiniteQuery({
    queryKey: shopKeys.products(filter),
    queryFn: ({ pageParam, signal }) => listProducts({ ...filter, cursor: pageParam }, signal),
    ...cursorPaging,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
}
