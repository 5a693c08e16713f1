import { Tabs } from 'antd-mobile'
import { SHOP_ORDER_TABS, type ShopOrderTab } from '@vita/shared/shop/orderStatus'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { QueryState } from '../../../components/QueryState'
import { useOrders } from '../api/listOrders'
import { shopKeys } from '../api/shopKeys'
import { MoreFooter } from '../../../components/MoreFooter'
import { OrderCard } from './OrderCard'
import { ShopEmpty, ShopSkeleton } from './ShopPlaceholders'
import { ShopRefresh } from './ShopRefresh'

const isTab = (value: string | null): value is ShopOrderTab =>
  value !== null && (SHOP_ORDER_TABS as readonly string[]).includes(value)

function TabOrders({ tab }: { tab: ShopOrderTab }) {
  const { t } = useTranslation()
  const orders = useOrders(tab)
  return (
    <ShopRefresh queryKey={shopKeys.orderTab(tab)}>
      <QueryState
        query={orders}
        loading={<ShopSkeleton lines={4} testId="orders-loading" />}
        errorText={t('shop.loadFailed.orderList')}
        testId="orders-error"
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items)
          return items.length === 0 ? (
            <ShopEmpty title={t('shop.orders.empty')} testId="orders-empty" />
          ) : (
            <>
              <ul className="shop-orders" data-testid="orders">
                {items.map((order) => (
                  <OrderCard key={order.orderNo} order={order} />
                ))}
              </ul>
              <MoreFooter
                query={orders}
                failedText={t('shop.loadMoreFailed')}
                noMoreText={t('shop.noMore')}
              />
            </>
          )
        }}
      </QueryState>
    </ShopRefresh>
  )
}

/** /orders and /order: the tabs of spec §2 (kept in `?tab=` so back returns to the same tab), each a paged list. */
export function OrderList() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const tab: ShopOrderTab = isTab(raw) ? raw : 'all'
  return (
    <div className="shop-order-list">
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        {SHOP_ORDER_TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`order-tab-${key}`}>{t(`shop.orders.tab.${key}`)}</span>}
          />
        ))}
      </Tabs>
      <TabOrders key={tab} tab={tab} />
    </div>
  )
}
