import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { registerTexts } from '../lib/i18n'
import { componentsEn } from './locales/en'
import { componentsZh } from './locales/zh'
import { PageHeader } from './PageHeader'

registerTexts(componentsZh, componentsEn)

/** `/` still redirects to an unbuilt screen, so "home" is the member home (/main, spec §2 "home screen"). */
const HOME_SCREEN_PATH = '/main'

/** Shown for unknown paths and for spec paths whose screen is not built yet. */
export default function NotFound() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
  return (
    <main className="page" data-testid="not-found">
      <PageHeader title={t('notFound.title')} />
      <section className="not-found">
        <div className="not-found-code" aria-hidden="true">
          404
        </div>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.description', { path: location.pathname })}</p>
        <div className="actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => navigate(HOME_SCREEN_PATH, { replace: true })}
            data-testid="not-found-home"
          >
            {t('notFound.home')}
          </button>
          {canGoBack && (
            <button type="button" className="btn" onClick={() => navigate(-1)} data-testid="not-found-back">
              {t('notFound.back')}
            </button>
          )}
        </div>
      </section>
    </main>
  )
}
