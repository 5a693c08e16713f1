/** /vita-club/leader: my referrer and my nearest upline at V3 or above. Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { LeaderCard } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function LeaderScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="leader-screen">
      <PageHeader title={t('club.leaderTitle')} back />
      {loggedIn ? <LeaderCard /> : <LoginPrompt />}
    </main>
  )
}
