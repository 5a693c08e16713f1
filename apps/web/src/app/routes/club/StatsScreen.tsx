/** /vita-club/stats: club totals, the four pools and today's new orders. Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { ClubStatsCard } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function StatsScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="stats-screen">
      <PageHeader title={t('club.statsTitle')} back />
      {loggedIn ? <ClubStatsCard /> : <LoginPrompt />}
    </main>
  )
}
