import { useTranslation } from 'react-i18next'
import { LazyInfiniteScroll } from './LazyInfiniteScroll'

/** What the footer needs of an infinite TanStack query. */
export type PagedQuery = {
  hasNextPage: boolean
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>
}

/** The foot of a paged list: the next page as it scrolls into view, a retry when one fails. */
export function MoreFooter({
  query,
  failedText,
  noMoreText,
}: {
  query: PagedQuery
  /** The retry link's text when a page fails. */
  failedText: string
  /** Shown once the last page is in. */
  noMoreText: string
}) {
  const { t } = useTranslation()
  const loadMore = async () => {
    const page = await query.fetchNextPage()
    // A resolved-but-failed page must reject, or InfiniteScroll keeps asking instead of offering a retry.
    if (page.isError) throw page.error
  }
  return (
    <LazyInfiniteScroll hasMore={query.hasNextPage} loadMore={loadMore}>
      {(more, failed, retry) =>
        failed ? (
          <button type="button" className="link" onClick={retry}>
            {failedText}
          </button>
        ) : (
          <span>{more ? t('app.loading') : noMoreText}</span>
        )
      }
    </LazyInfiniteScroll>
  )
}
