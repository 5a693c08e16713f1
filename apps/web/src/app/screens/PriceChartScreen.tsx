/**
 * /price-chart: the market header of spec §2 (price, change, 24h high/low/volume/value, supply,
 * destroyed, market cap) over a candlestick chart. Both poll every 5 s and update in place.
 */
import { Button, Skeleton } from 'antd-mobile'
import { CANDLE_INTERVALS, type CandleInterval } from '@vita/shared/schemas/market'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/PageHeader'
import { useCandles } from '../../features/market/api/getCandles'
import { useMarketStats } from '../../features/market/api/getMarketStats'
import { formatBps } from '../../features/swap/quote'
import { units } from '../../lib/displayAmount'
import '../../lib/antd'
import '../../locales/sections/registerMarket'
import './trade/trade.css'

const CandleChart = lazy(() => import('../../features/market/components/CandleChart'))
const POLL_MS = 5_000

export default function PriceChartScreen() {
  const { t } = useTranslation()
  const [interval, setCandleInterval] = useState<CandleInterval>('1m')
  const stats = useMarketStats(POLL_MS)
  const candles = useCandles(interval, POLL_MS)
  const list = candles.data?.candles ?? []
  const last = list[list.length - 1]
  const trades = list.reduce((sum, candle) => sum + candle.trades, 0)
  const change = stats.data ? BigInt(stats.data.changeBps) : 0n

  const cells: { key: string; label: string; value: string }[] = stats.data
    ? [
        { key: 'high', label: t('chart.high'), value: units(BigInt(stats.data.high24h), 8) },
        { key: 'low', label: t('chart.low'), value: units(BigInt(stats.data.low24h), 8) },
        { key: 'volume', label: t('chart.volume'), value: units(BigInt(stats.data.volume24h), 2) },
        { key: 'value', label: t('chart.value'), value: units(BigInt(stats.data.value24h), 2) },
        { key: 'supply', label: t('chart.supply'), value: units(BigInt(stats.data.totalSupply), 0) },
        { key: 'destroyed', label: t('chart.destroyed'), value: units(BigInt(stats.data.totalDestroyed), 0) },
        { key: 'marketCap', label: t('chart.marketCap'), value: units(BigInt(stats.data.marketCap), 2) },
        {
          key: 'circulating',
          label: t('chart.circulating'),
          value: units(BigInt(stats.data.circulatingSupply), 0),
        },
      ]
    : []

  return (
    <main className="page trade-page">
      <PageHeader title={t('chart.title')} />
      <section className="card chart-head">
        {stats.isPending && <Skeleton.Paragraph lineCount={4} animated />}
        {stats.isError && !stats.data && (
          <div className="load-failed" role="alert">
            <p>{t('chart.loadFailed')}</p>
            <Button size="small" onClick={() => void stats.refetch()}>
              {t('app.retry')}
            </Button>
          </div>
        )}
        {stats.data && (
          <>
            <div className="chart-price-row">
              <div>
                <p className="chart-label">{t('chart.price')} (USDT)</p>
                <p className={`chart-price ${change < 0n ? 'down' : 'up'}`} data-testid="chart-price">
                  {units(BigInt(stats.data.price), 8)}
                </p>
              </div>
              <div className={`chart-change ${change < 0n ? 'down' : 'up'}`} data-testid="chart-change">
                <span className="chart-label">{t('chart.change')}</span>
                {change > 0n ? '+' : ''}
                {formatBps(change)}%
              </div>
            </div>
            <dl className="chart-stats">
              {cells.map((cell) => (
                <div key={cell.key} data-testid={`chart-stat-${cell.key}`}>
                  <dt>{cell.label}</dt>
                  <dd>{cell.value}</dd>
                </div>
              ))}
            </dl>
            {stats.data.stale && <p className="field-hint warn">{t('chart.stale')}</p>}
          </>
        )}
      </section>
      <section className="card chart-card">
        <div className="chart-intervals" role="tablist">
          {CANDLE_INTERVALS.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={interval === value}
              className={`chip${interval === value ? ' chip-active' : ''}`}
              data-testid={`chart-interval-${value}`}
              onClick={() => setCandleInterval(value)}
            >
              {t(`chart.intervals.${value}`)}
            </button>
          ))}
        </div>
        <Suspense fallback={<div className="candle-chart" />}>
          <CandleChart candles={list} intervalKey={interval} />
        </Suspense>
        <div className="chart-foot">
          <span data-testid="chart-trades-count" data-count={trades}>
            {t('chart.trades', { count: trades })}
          </span>
          <span data-testid="chart-last-trade">
            {last ? t('chart.lastTrade', { price: units(BigInt(last.close), 8) }) : t('chart.noTrades')}
          </span>
        </div>
      </section>
    </main>
  )
}
