import type { SolvencyDay } from '@vita/shared/schemas/solvency'
import { useTranslation } from 'react-i18next'
import { ShortAddress } from '../../../components/ShortAddress'
import { formatDateTime } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'

/** The day of the snapshot, how many members it counts, when it was taken and its root. */
export function DaySummary({ day }: { day: SolvencyDay }) {
  const { t } = useTranslation()
  return (
    <section className="card" data-testid="solvency-day">
      <h3 className="card-title">{t('solvency.day.title')}</h3>
      <dl className="summary">
        <div className="summary-row emphasis">
          <dt>{t('solvency.day.day')}</dt>
          <dd data-testid="solvency-day-date">{day.day}</dd>
        </div>
        <div className="summary-row">
          <dt>{t('solvency.day.memberCount')}</dt>
          <dd data-testid="solvency-member-count">{t('solvency.day.members', { count: day.memberCount })}</dd>
        </div>
        <div className="summary-row">
          <dt>{t('solvency.day.takenAt')}</dt>
          <dd>
            <time dateTime={day.takenAt}>{formatDateTime(day.takenAt, currentLocale())}</time>
          </dd>
        </div>
        <div className="summary-row">
          <dt>{t('solvency.day.root')}</dt>
          <dd>
            <ShortAddress value={day.root} kind="hash" />
          </dd>
        </div>
      </dl>
    </section>
  )
}
