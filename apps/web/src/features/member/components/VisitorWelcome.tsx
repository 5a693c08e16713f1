import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/** What a visitor sees instead of the member home (spec §2): a welcome and the way to log in. */
export function VisitorWelcome() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <section className="card center welcome">
      <div className="login-logo" aria-hidden="true">
        V
      </div>
      <h1>{t('app.welcome')}</h1>
      <p>{t('app.subtitle')}</p>
      <Button
        block
        color="primary"
        size="large"
        data-testid="welcome-login"
        onClick={() => navigate('/login?redirect=%2Fmain')}
      >
        {t('member.welcomeLogin')}
      </Button>
    </section>
  )
}
