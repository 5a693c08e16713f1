import { LazyInfiniteScroll } from '../../../components/LazyInfiniteScroll'
import { useTranslation } from 'react-i18next'

/** The end of a cursor-paged list: loads the next page as it scrolls into view; a failed page offers a retry. */
export function PagedFooter({
  hasMore,
  fetchNext,
  failedText,
}: {
  hasMore: boolean
  fetchNext: () => Promise<{ isError: boolean; error: unknown }>
  failedText: string
}) {
  const { t } = useTranslation()
  return (
    <LazyInfiniteScroll
      hasMore={hasMore}
      loadMore={async () => {
        const result = await fetchNext()
        // InfiniteScroll stops asking after a rejected loadMore; surface the failure to it.
        if (result.isError) throw result.error
      }}
    >
      {(more, failed, retry) =>
        failed ? (
          <button type="button" className="link" onClick={retry}>
            {failedText} · {t('clubMoney.retry')}
          </button>
        ) : (
          <span>{more ? t('app.loading') : t('clubMoney.noMore')}</span>
        )
      }
    </LazyInfiniteScroll>
  )
}
