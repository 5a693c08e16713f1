/**
 * /swap: buy DPINE on the pool and sell it through the order contract; below, the order price
 * (30-minute average or spot). A trade also moves the market figures. Pulling down asks again for
 * the prices, the pool and the wallet's balances.
 */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { ScreenRefresh } from '../../../components/ScreenRefresh'
import { marketKeys, OrderPriceCard } from '../../../features/market'
import { SwapTrade } from '../../../features/swap'

const refreshAfterTrade = [marketKeys.all]

export default function SwapScreen() {
  const { t } = useTranslation()
  return (
    <main className="page swap-page">
      <PageHeader title={t('swap.title')} />
      <ScreenRefresh>
        <SwapTrade refreshKeys={refreshAfterTrade} />
        <OrderPriceCard />
      </ScreenRefresh>
    </main>
  )
}
