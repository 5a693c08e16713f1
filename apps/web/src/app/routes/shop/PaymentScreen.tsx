/** /payment/:orderNo: the amount due, the time left, pay from the USDT balance (assets) or with a card. */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { useAssets } from '../../../features/assets'
import { PaymentView } from '../../../features/shop'

export default function PaymentScreen() {
  const { t } = useTranslation()
  const { orderNo = '' } = useParams()
  const assets = useAssets()
  const usdt = assets.data?.assets.find((asset) => asset.currency === 'USDT')
  return (
    <main className="page" data-testid="payment-screen">
      <PageHeader title={t('shop.title.payment')} back />
      <PaymentView orderNo={orderNo} availableUsdt={usdt ? BigInt(usdt.available) : null} />
    </main>
  )
}
