/** /vita-club/earnings: my earnings by kind and by day, with a chart. Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { MyEarnings } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function EarningsScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="earnings-screen">
      <PageHeader title={t('club.earningsTitle')} back />
      {loggedIn ? <MyEarnings /> : <LoginPrompt />}
    </main>
  )
}
