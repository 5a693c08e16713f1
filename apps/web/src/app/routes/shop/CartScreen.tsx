/** /cart (auth): the cart's lines, select all, the selected total, checkout. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { CartView } from '../../../features/shop'

export default function CartScreen() {
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="cart-screen">
      <PageHeader title={t('shop.title.cart')} back />
      <CartView />
    </main>
  )
}
