import { ErrorBlock, InfiniteScroll, Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useAppConfig } from '../../../platform/config/getAppConfig'
import { useChainActivity } from '../api/listChainActivity'
import { ChainActivityRow } from './ChainActivityRow'

/** The member's wallet activity and card payments, loading the next page as the member scrolls. */
export function ChainActivityList() {
  const { t } = useTranslation()
  const activity = useChainActivity()
  const explorerUrl = useAppConfig().data?.chain.explorerUrl ?? null
  return (
    <QueryState
      query={activity}
      loading={<Skeleton.Paragraph lineCount={6} animated />}
      errorText={t('chainActivity.loadFailed')}
      testId="chain-activity-error"
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.items)
        if (items.length === 0) {
          return (
            <div data-testid="chain-activity-empty">
              <ErrorBlock status="empty" title={t('chainActivity.empty')} description="" />
            </div>
          )
        }
        return (
          <>
            <ul className="bill-list" data-testid="chain-activity-list">
              {items.map((item) => (
                <ChainActivityRow key={item.id} item={item} explorerUrl={explorerUrl} />
              ))}
            </ul>
            <InfiniteScroll
              hasMore={activity.hasNextPage}
              loadMore={async () => {
                const result = await activity.fetchNextPage()
                // InfiniteScroll stops asking after a rejected loadMore; surface the failure to it.
                if (result.isError) throw result.error
              }}
            >
              {(hasMore, failed, retry) =>
                failed ? (
                  <button type="button" className="link" onClick={retry}>
                    {t('chainActivity.loadFailed')} · {t('bills.retry')}
                  </button>
                ) : (
                  <span>{hasMore ? t('app.loading') : t('bills.noMore')}</span>
                )
              }
            </InfiniteScroll>
          </>
        )
      }}
    </QueryState>
  )
}
