import { Skeleton } from 'antd-mobile'
import { PullRefresh } from '../../../components/PullRefresh'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useAppConfig } from '../../../platform/config/getAppConfig'
import { useOrders } from '../api/listOrders'
import { EmptyState } from './EmptyState'
import { OrderCard } from './OrderCard'
import { MoreFooter } from '../../../components/MoreFooter'

/** /vita-club/orders: my orders, newest first; pull to refresh, the next page on scroll. */
export function OrderList() {
  const { t } = useTranslation()
  const orders = useOrders()
  const explorerUrl = useAppConfig().data?.chain.explorerUrl ?? null
  return (
    <PullRefresh onRefresh={async () => void (await orders.refetch())}>
      <QueryState
        query={orders}
        loading={<Skeleton.Paragraph lineCount={8} animated />}
        errorText={t('clubMoney.order.loadFailed')}
        testId="club-orders-error"
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items)
          if (items.length === 0)
            return <EmptyState title={t('clubMoney.order.empty')} testId="club-orders-empty" />
          return (
            <>
              <ul className="plain-list club-orders" data-testid="club-orders">
                {items.map((order) => (
                  <OrderCard key={order.id} order={order} explorerUrl={explorerUrl} />
                ))}
              </ul>
              <MoreFooter
                query={orders}
                failedText={`${t('clubMoney.order.loadFailed')} · ${t('clubMoney.retry')}`}
                noMoreText={t('clubMoney.noMore')}
              />
            </>
          )
        }}
      </QueryState>
    </PullRefresh>
  )
}
