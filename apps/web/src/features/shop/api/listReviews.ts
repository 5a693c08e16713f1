import { useInfiniteQuery } from '@tanstack/react-query'
import type { Review } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { cursorPaging, shopKeys, shopPath, shopSchemas, shopSearch } from './shopKeys'

export type ListReviewsReturnType = { items: Review[]; nextCursor: string | null }
export const REVIEWS_PAGE_SIZE = 10

/** GET /app/shop/products/:id/reviews (no token), newest first. */
export function listReviews(
  parameters: { id: string; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<ListReviewsReturnType> {
  const search = shopSearch({ cursor: parameters.cursor, limit: REVIEWS_PAGE_SIZE })
  return apiRequest(shopPath('products', parameters.id, `/reviews${search}`), {
    signal,
    parse: lazyParse(() => shopSchemas().then((m) => m.reviewsPageSchema)),
  })
}

export function useReviews(id: string) {
  return useInfiniteQuery({
    queryKey: shopKeys.reviews(id),
    queryFn: ({ pageParam, signal }) => listReviews({ id, cursor: pageParam }, signal),
    ...cursorPaging,
    meta: { silent: true },
  })
}
