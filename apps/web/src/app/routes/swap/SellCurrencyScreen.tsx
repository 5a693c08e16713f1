/** /sell-currency: sell DPINE through the order contract; a sale also moves the market figures. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { marketKeys } from '../../../features/market'
import { SellTrade } from '../../../features/swap'

const refreshAfterSale = [marketKeys.all]

export default function SellCurrencyScreen() {
  const { t } = useTranslation()
  return (
    <main className="page swap-page">
      <PageHeader title={t('sell.title')} back />
      <SellTrade refreshKeys={refreshAfterSale} />
    </main>
  )
}
