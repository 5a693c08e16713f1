import { InfiniteScroll } from 'antd-mobile'
import { useTranslation } from 'react-i18next'

type PagedQuery = {
  hasNextPage: boolean
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>
}

/** The foot of a node list: the next page as it scrolls into view, a retry when one fails. */
export function MoreFooter({ query }: { query: PagedQuery }) {
  const { t } = useTranslation()
  const loadMore = async () => {
    const page = await query.fetchNextPage()
    // A resolved-but-failed page must reject, or InfiniteScroll keeps asking instead of offering a retry.
    if (page.isError) throw page.error
  }
  return (
    <InfiniteScroll hasMore={query.hasNextPage} loadMore={loadMore}>
      {(more, failed, retry) => {
        if (failed)
          return (
            <button type="button" className="link" onClick={retry}>
              {t('nodes.loadMoreFailed')}
            </button>
          )
        return <span>{more ? t('app.loading') : t('nodes.noMore')}</span>
      }}
    </InfiniteScroll>
  )
}
