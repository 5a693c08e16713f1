import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NewsSummary } from '@vita/shared/schemas/content'
import { apiRequest } from '../../../lib/http'
import { currentLocale } from '../../../lib/i18n'
import { lazyParse } from '../../../lib/schema'
import { newsKeys } from './keys'

export type ListNewsReturnType = { items: NewsSummary[]; nextCursor: string | null }

/** GET /app/news: the latest news, newest first, in the app language. */
export function listNews(limit: number, signal?: AbortSignal): Promise<ListNewsReturnType> {
  return apiRequest(`/news?limit=${limit}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/content').then((m) => m.newsPageSchema)),
  })
}

/** How many news the member home lists. */
export const HOME_NEWS_LIMIT = 5

export const newsListQuery = (limit = HOME_NEWS_LIMIT) =>
  queryOptions({
    queryKey: [...newsKeys.list(currentLocale()), limit],
    queryFn: ({ signal }) => listNews(limit, signal),
    meta: { silent: true },
  })

export function useNews(limit = HOME_NEWS_LIMIT) {
  return useQuery(newsListQuery(limit))
}
