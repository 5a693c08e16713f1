import { useTranslation } from 'react-i18next'

/** The short in-app explanation: what a passed check proves, what it does not, and the salt's privacy. */
export function SolvencyExplainer() {
  const { t } = useTranslation()
  return (
    <details className="card solvency-explain" data-testid="solvency-explain">
      <summary>{t('solvency.explain.title')}</summary>
      <p>{t('solvency.explain.proves')}</p>
      <p>{t('solvency.explain.notProves')}</p>
      <p>{t('solvency.explain.privacy')}</p>
      <p>{t('solvency.explain.byHand')}</p>
    </details>
  )
}
