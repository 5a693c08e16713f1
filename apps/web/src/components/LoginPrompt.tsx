import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { registerTexts } from '../lib/i18n'
import { componentsEn } from './locales/en'
import { componentsZh } from './locales/zh'

registerTexts(componentsZh, componentsEn)

/** Open screens that only make sense signed in (spec §2 lists them without "auth") show this to visitors. */
export function LoginPrompt() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const redirect = `${location.pathname}${location.search}`
  return (
    <section className="card center welcome" data-testid="login-prompt">
      <p>{t('loginPrompt.message')}</p>
      <button
        type="button"
        className="btn btn-primary"
        data-testid="login-prompt-button"
        onClick={() => navigate(`/login?${new URLSearchParams({ redirect }).toString()}`)}
      >
        {t('loginPrompt.login')}
      </button>
    </section>
  )
}
