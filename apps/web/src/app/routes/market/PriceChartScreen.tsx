/** /price-chart: the market header of spec §2 over a candlestick chart; both poll and update in place. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { CandlesCard, MarketStatsCard } from '../../../features/market'

export default function PriceChartScreen() {
  const { t } = useTranslation()
  return (
    <main className="page market-page">
      <PageHeader title={t('chart.title')} />
      <MarketStatsCard />
      <CandlesCard />
    </main>
  )
}
