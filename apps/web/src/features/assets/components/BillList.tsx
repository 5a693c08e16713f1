import { ErrorBlock, InfiniteScroll, Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useBills } from '../api/listBills'
import type { BillFilters } from '../api/keys'
import { BillRow } from './BillRow'

/** The bill log, loading the next page as the member scrolls. */
export function BillList({ filters }: { filters: BillFilters }) {
  const { t } = useTranslation()
  const bills = useBills(filters)
  if (bills.isPending) return <Skeleton.Paragraph lineCount={6} animated />
  if (bills.isError && !bills.data) {
    return (
      <div className="load-failed" role="alert" data-testid="bills-error">
        <p>{t('bills.loadFailed')}</p>
        <button type="button" className="btn" onClick={() => void bills.refetch()}>
          {t('bills.retry')}
        </button>
      </div>
    )
  }
  const items = bills.data.pages.flatMap((page) => page.items)
  if (items.length === 0) {
    return (
      <div data-testid="bills-empty">
        <ErrorBlock status="empty" title={t('bills.empty')} description="" />
      </div>
    )
  }
  return (
    <>
      <ul className="bill-list" data-testid="bills-list">
        {items.map((bill) => (
          <BillRow key={bill.id} bill={bill} />
        ))}
      </ul>
      <InfiniteScroll
        hasMore={bills.hasNextPage}
        loadMore={async () => {
          const result = await bills.fetchNextPage()
          // InfiniteScroll stops asking after a rejected loadMore; surface the failure to it.
          if (result.isError) throw result.error
        }}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="link" onClick={retry}>
              {t('bills.loadFailed')} · {t('bills.retry')}
            </button>
          ) : (
            <span>{hasMore ? t('app.loading') : t('bills.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </>
  )
}
