import { Skeleton } from 'antd-mobile'
import type { MarketStats } from '@vita/shared/schemas/market'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatBps, formatMoney } from '../../../lib/format'
import { useMarketStats } from '../api/getMarketStats'
import { MARKET_POLL_MS } from '../api/keys'

/** The market header of spec §2: price and change over the 24 h figures, supply and market cap. */
export function MarketStatsCard() {
  const { t } = useTranslation()
  const stats = useMarketStats(MARKET_POLL_MS)
  return (
    <section className="card chart-head">
      <QueryState
        query={stats}
        loading={<Skeleton.Paragraph lineCount={4} animated />}
        errorText={t('chart.loadFailed')}
      >
        {(data) => <MarketStatsView stats={data} />}
      </QueryState>
    </section>
  )
}

function MarketStatsView({ stats }: { stats: MarketStats }) {
  const { t } = useTranslation()
  const change = BigInt(stats.changeBps)
  const direction = change < 0n ? 'down' : 'up'
  const cells = [
    { key: 'high', value: formatMoney(BigInt(stats.high24h), 8) },
    { key: 'low', value: formatMoney(BigInt(stats.low24h), 8) },
    { key: 'volume', value: formatMoney(BigInt(stats.volume24h), 2) },
    { key: 'value', value: formatMoney(BigInt(stats.value24h), 2) },
    { key: 'supply', value: formatMoney(BigInt(stats.totalSupply), 0) },
    { key: 'destroyed', value: formatMoney(BigInt(stats.totalDestroyed), 0) },
    { key: 'marketCap', value: formatMoney(BigInt(stats.marketCap), 2) },
    { key: 'circulating', value: formatMoney(BigInt(stats.circulatingSupply), 0) },
  ] as const
  return (
    <>
      <div className="chart-price-row">
        <div>
          <p className="chart-label">{t('chart.price')} (USDT)</p>
          <p className={`chart-price ${direction}`} data-testid="chart-price">
            {formatMoney(BigInt(stats.price), 8)}
          </p>
        </div>
        <div className={`chart-change ${direction}`} data-testid="chart-change">
          <span className="chart-label">{t('chart.change')}</span>
          {change > 0n ? '+' : ''}
          {formatBps(change)}%
        </div>
      </div>
      <dl className="chart-stats">
        {cells.map((cell) => (
          <div key={cell.key} data-testid={`chart-stat-${cell.key}`}>
            <dt>{t(`chart.${cell.key}`)}</dt>
            <dd>{cell.value}</dd>
          </div>
        ))}
      </dl>
      {stats.stale && <p className="field-hint warn">{t('chart.stale')}</p>}
    </>
  )
}
