import { useQuery } from '@tanstack/react-query'
import type { NewsDetail } from '@vita/shared/schemas/content'
import { apiRequest } from '../../../lib/http'
import { currentLocale } from '../../../lib/i18n'
import { lazyParse } from '../../../lib/schema'
import { newsKeys } from './keys'

export type GetNewsReturnType = NewsDetail

/** GET /app/news/:id: one news item in the app language. */
export function getNews(id: string, signal?: AbortSignal): Promise<GetNewsReturnType> {
  return apiRequest(`/news/${encodeURIComponent(id)}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/content').then((m) => m.newsDetailSchema)),
  })
}

export function useNewsItem(id: string) {
  return useQuery({
    queryKey: newsKeys.detail(id, currentLocale()),
    queryFn: ({ signal }) => getNews(id, signal),
  })
}
