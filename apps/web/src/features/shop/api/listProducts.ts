import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
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

/** What /marketplace lists before the member searches, picks a category or sorts. */
export const DEFAULT_PRODUCT_FILTER: ProductFilter = { q: '', category: 'all', sort: 'sales' }

/** Silent: the list shows its own load-failed card. */
export const productsQuery = (filter: ProductFilter = DEFAULT_PRODUCT_FILTER) =>
  infiniteQueryOptions({
    queryKey: shopKeys.products(filter),
    queryFn: ({ pageParam, signal }) => listProducts({ ...filter, cursor: pageParam }, signal),
    ...cursorPaging,
    meta: { silent: true },
  })

/** The last results stay while a new filter loads. */
export function useProducts(filter: ProductFilter) {
  return useInfiniteQuery({ ...productsQuery(filter), placeholderData: keepPreviousData })
}
