import type { SolvencyDay } from '@vita/shared/schemas/solvency'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { currencyCoverage, formatPercent, type ReserveRatio } from '../reserveRatio'

/** Per currency: what members are owed (the tree's totals), the reserves held and their ratio. */
export function CurrencyCoverageCard({ day }: { day: SolvencyDay }) {
  const { t } = useTranslation()
  const ratioText = (ratio: ReserveRatio | null) => {
    if (ratio === null) return t('solvency.coverage.reservesPending')
    if (ratio.kind === 'noLiabilities') return t('solvency.coverage.noLiabilities')
    return t('solvency.coverage.percent', { percent: formatPercent(ratio.basisPoints) })
  }
  return (
    <section className="card" data-testid="solvency-coverage">
      <h3 className="card-title">{t('solvency.coverage.title')}</h3>
      {currencyCoverage(day).map((row) => (
        <div
          key={row.currency}
          className="solvency-currency"
          data-testid={`solvency-coverage-${row.currency}`}
        >
          <h4>{row.currency}</h4>
          <dl className="summary">
            <div className="summary-row">
              <dt>{t('solvency.coverage.liabilities')}</dt>
              <dd>{formatMoney(row.liabilities, 2)}</dd>
            </div>
            <div className="summary-row">
              <dt>{t('solvency.coverage.reserves')}</dt>
              <dd>
                {row.reserves === null
                  ? t('solvency.coverage.reservesPending')
                  : formatMoney(row.reserves, 2)}
              </dd>
            </div>
            <div className="summary-row emphasis">
              <dt>{t('solvency.coverage.ratio')}</dt>
              <dd data-testid={`solvency-ratio-${row.currency}`}>{ratioText(row.ratio)}</dd>
            </div>
          </dl>
        </div>
      ))}
      <p className="field-hint solvency-hint">{t('solvency.coverage.hint')}</p>
    </section>
  )
}
