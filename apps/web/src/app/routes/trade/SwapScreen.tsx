/** /swap: buy and sell DPINE against USDT on the pool; a trade also moves the market figures. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { marketKeys } from '../../../features/market'
import { SwapTrade } from '../../../features/trade'

const refreshAfterTrade = [marketKeys.all]

export default function SwapScreen() {
  const { t } = useTranslation()
  return (
    <main className="page trade-page">
      <PageHeader title={t('swap.title')} />
      <SwapTrade refreshKeys={refreshAfterTrade} />
    </main>
  )
}
