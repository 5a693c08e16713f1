import { ErrorBlock } from 'antd-mobile'
import type { ClubEarnings } from '@vita/shared/schemas/club'
import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatSignedMoney } from '../../../lib/format'
import type { EarningsDays } from '../api/teamKeys'
import { EARNING_KINDS, earningsChartSeries, earningsDayRows, hasNoEarnings } from '../earningsSeries'
import { EarningsDaysSelector } from './EarningsDaysSelector'
import { FigureGrid } from './FigureGrid'

// lightweight-charts is heavy: it loads only when an earnings chart is on screen.
const EarningsChart = lazy(() => import('./EarningsChart'))

/** Totals by kind, the days selector, the chart by day and the day list; an empty state before any settlement. */
export function EarningsSummary({
  earnings,
  days,
  onDaysChange,
}: {
  earnings: ClubEarnings
  days: EarningsDays
  onDaysChange: (days: EarningsDays) => void
}) {
  const { t } = useTranslation()
  const series = useMemo(() => earningsChartSeries(earnings.days), [earnings.days])
  const rows = useMemo(() => earningsDayRows(earnings.days), [earnings.days])
  return (
    <>
      <section className="card" data-testid="earnings-totals">
        <div className="club-earnings-total">
          <strong data-testid="earnings-total">{formatMoney(earnings.totals.total, 2)}</strong>
          <span className="muted">{t('club.earnings.total')}</span>
        </div>
        <FigureGrid
          figures={EARNING_KINDS.map((kind) => ({
            key: `earnings-${kind}`,
            label: t(`club.earnings.kind.${kind}`),
            value: formatMoney(earnings.totals[kind], 2),
          }))}
        />
      </section>
      {hasNoEarnings(earnings) ? (
        <section className="card" data-testid="earnings-empty">
          <ErrorBlock status="empty" title={t('club.earnings.empty')} description="" />
        </section>
      ) : (
        <>
          <section className="card" data-testid="earnings-chart-card">
            <div className="card-title-row">
              <h3>{t('club.earnings.chartTitle')}</h3>
            </div>
            <EarningsDaysSelector value={days} onChange={onDaysChange} />
            <ul className="club-legend">
              {EARNING_KINDS.map((kind) => (
                <li key={kind} className={`club-legend-${kind}`}>
                  {t(`club.earnings.kind.${kind}`)}
                </li>
              ))}
            </ul>
            <Suspense fallback={<div className="club-earnings-chart" />}>
              <EarningsChart series={series} />
            </Suspense>
          </section>
          <section className="card list-card">
            <h3 className="card-title">{t('club.earnings.listTitle')}</h3>
            <ul className="club-rows" data-testid="earnings-days">
              {rows.map((row) => (
                <li key={row.day} className="club-row club-earnings-day" data-testid="earnings-day">
                  <span className="club-row-who">
                    <strong>{row.day}</strong>
                    {EARNING_KINDS.map((kind) => (
                      <span key={kind} className="muted">
                        {t(`club.earnings.kind.${kind}`)} {formatSignedMoney(row[kind], 2)}
                      </span>
                    ))}
                  </span>
                  <span className="club-row-value">
                    <strong>{formatSignedMoney(row.total, 2)}</strong>
                    <span className="muted">{t('club.earnings.dayTotal')}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  )
}
