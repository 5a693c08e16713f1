/** /orders (auth) and /order (open, spec §2): my marketplace orders by tab; a visitor gets the login prompt. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { OrderList } from '../../../features/shop'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function OrdersScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="shop-orders-screen">
      <PageHeader title={t('shop.title.orders')} back />
      {loggedIn ? <OrderList /> : <LoginPrompt />}
    </main>
  )
}
