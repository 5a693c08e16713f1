/** /vita-club/orders: my staking orders with every field of spec §3. Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { OrderList } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function OrdersScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="orders-screen">
      <PageHeader title={t('clubMoney.ordersTitle')} back />
      {loggedIn ? <OrderList /> : <LoginPrompt />}
    </main>
  )
}
