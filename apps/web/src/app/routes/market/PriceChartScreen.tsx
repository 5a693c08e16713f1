/**
 * /price-chart: the market header of spec §2 and the order price (30-minute average or spot) over a
 * candlestick chart; all poll and update in place.
 */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { CandlesCard, MarketStatsCard, OrderPriceCard } from '../../../features/market'

export default function PriceChartScreen() {
  const { t } = useTranslation()
  return (
    <main className="page market-page">
      <PageHeader title={t('chart.title')} />
      <MarketStatsCard />
      <OrderPriceCard />
      <CandlesCard />
    </main>
  )
}
