import { ErrorBlock, InfiniteScroll, Skeleton } from 'antd-mobile'
import type { Bill } from '@vita/shared/schemas/assets'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useBills } from '../api/listBills'
import type { BillFilters } from '../api/keys'
import { BillRow } from './BillRow'

/** The bill log, loading the next page as the member scrolls. */
export function BillList({ filters }: { filters: BillFilters }) {
  const { t } = useTranslation()
  const bills = useBills(filters)
  return (
    <QueryState
      query={bills}
      loading={<Skeleton.Paragraph lineCount={6} animated />}
      errorText={t('bills.loadFailed')}
      testId="bills-error"
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.items)
        if (items.length === 0) {
          return (
            <div data-testid="bills-empty">
              <ErrorBlock status="empty" title={t('bills.empty')} description="" />
            </div>
          )
        }
        return (
          <BillPages
            items={items}
            hasMore={bills.hasNextPage}
            loadMore={async () => {
              const result = await bills.fetchNextPage()
              // InfiniteScroll stops asking after a rejected loadMore; surface the failure to it.
              if (result.isError) throw result.error
            }}
          />
        )
      }}
    </QueryState>
  )
}

function BillPages({
  items,
  hasMore,
  loadMore,
}: {
  items: readonly Bill[]
  hasMore: boolean
  loadMore: () => Promise<void>
}) {
  const { t } = useTranslation()
  return (
    <>
      <ul className="bill-list" data-testid="bills-list">
        {items.map((bill) => (
          <BillRow key={bill.id} bill={bill} />
        ))}
      </ul>
      <InfiniteScroll hasMore={hasMore} loadMore={loadMore}>
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
