import { useTranslation } from 'react-i18next'

/** Route-chunk and data placeholder; plain CSS so it is in the first paint. */
export function Loading() {
  const { t } = useTranslation()
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  )
}
