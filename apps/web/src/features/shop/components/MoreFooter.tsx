import { LazyInfiniteScroll } from '../../../components/LazyInfiniteScroll'
import { useTranslation } from 'react-i18next'

type PagedQuery = {
  hasNextPage: boolean
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>
}

/** The foot of a shop list: the next page as it scrolls into view, a retry when one fails. */
export function MoreFooter({ query }: { query: PagedQuery }) {
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
            {t('shop.loadMoreFailed')}
          </button>
        ) : (
          <span>{more ? t('app.loading') : t('shop.noMore')}</span>
        )
      }
    </LazyInfiniteScroll>
  )
}
