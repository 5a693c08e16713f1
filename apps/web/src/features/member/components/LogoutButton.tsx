import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { logout } from '../../../platform/session/session'

export function LogoutButton() {
  const { t } = useTranslation()
  return (
    <section className="card-actions">
      <Button
        block
        color="danger"
        fill="outline"
        size="large"
        data-testid="logout-button"
        onClick={() => logout()}
      >
        {t('member.logout')}
      </Button>
    </section>
  )
}
