/** Query keys of the shop (under 'shop') and its paths under /app/shop. */
import type { ProductCategory, ProductSort } from '@vita/shared/shop/catalogue'
import type { ShopOrderTab } from '@vita/shared/shop/orderStatus'

export type ProductFilter = { q: string; category: ProductCategory | 'all'; sort: ProductSort }

export const shopKeys = {
  all: ['shop'] as const,
  products: (filter: ProductFilter) => [...shopKeys.all, 'products', filter] as const,
  product: (id: string) => [...shopKeys.all, 'product', id] as const,
  reviews: (id: string) => [...shopKeys.product(id), 'reviews'] as const,
  cart: () => [...shopKeys.all, 'cart'] as const,
  deliveryMethods: () => [...shopKeys.all, 'delivery-methods'] as const,
  quotes: () => [...shopKeys.all, 'quote'] as const,
  quote: (request: unknown) => [...shopKeys.quotes(), request] as const,
  orders: () => [...shopKeys.all, 'orders'] as const,
  orderTab: (tab: ShopOrderTab) => [...shopKeys.orders(), 'tab', tab] as const,
  order: (orderNo: string) => [...shopKeys.orders(), 'order', orderNo] as const,
}

export const SHOP_PATH = '/shop'

/** `/shop/<segment>/<id>…` with the id encoded. */
export const shopPath = (segment: string, id?: string, rest = '') =>
  `${SHOP_PATH}/${segment}${id === undefined ? '' : `/${encodeURIComponent(id)}`}${rest}`

/** A query string of the defined parameters. */
export function shopSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The cursor paging of the shop lists: each page names the next cursor, null on the last. */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
}

const shopSchemas = () => import('@vita/shared/schemas/shop')
export { shopSchemas }
