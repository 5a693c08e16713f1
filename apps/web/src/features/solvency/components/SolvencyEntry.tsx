import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** The way to /solvency from where balances are shown (assets): a row with what the screen offers. */
export function SolvencyEntry({ testId = 'solvency-entry' }: { testId?: string }) {
  const { t } = useTranslation()
  return (
    <Link className="card solvency-entry" to="/solvency" data-testid={testId}>
      <span>
        <strong>{t('solvency.entry.title')}</strong>
        <small className="muted">{t('solvency.entry.hint')}</small>
      </span>
      <span className="solvency-entry-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  )
}
