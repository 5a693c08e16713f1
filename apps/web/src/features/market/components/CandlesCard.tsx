import { CANDLE_INTERVALS, type CandleInterval } from '../candleIntervals'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { DEFAULT_CANDLE_INTERVAL, useCandles } from '../api/getCandles'
import { MARKET_POLL_MS } from '../api/keys'

// lightweight-charts is the heaviest library of the app: it loads once the chart is on screen.
const CandleChart = lazy(() => import('./CandleChart'))

/** The candlestick chart with its interval tabs, the trade count and the last trade. */
export function CandlesCard() {
  const { t } = useTranslation()
  const [interval, setCandleInterval] = useState<CandleInterval>(DEFAULT_CANDLE_INTERVAL)
  const candles = useCandles(interval, MARKET_POLL_MS)
  const list = candles.data?.candles ?? []
  const last = list[list.length - 1]
  const trades = list.reduce((sum, candle) => sum + candle.trades, 0)
  return (
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
          {last ? t('chart.lastTrade', { price: formatMoney(BigInt(last.close), 8) }) : t('chart.noTrades')}
        </span>
      </div>
    </section>
  )
}
