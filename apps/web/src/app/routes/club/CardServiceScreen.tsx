/** /card-service: check a shopping card by number and secret. Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { CardCheck } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function CardServiceScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="card-service-screen">
      <PageHeader title={t('clubMoney.cardServiceTitle')} back />
      {loggedIn ? <CardCheck /> : <LoginPrompt />}
    </main>
  )
}
