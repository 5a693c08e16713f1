/** /orders (auth) and /order: my marketplace orders by tab. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { OrderList } from '../../../features/shop'

export default function OrdersScreen() {
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="shop-orders-screen">
      <PageHeader title={t('shop.title.orders')} back />
      <OrderList />
    </main>
  )
}
