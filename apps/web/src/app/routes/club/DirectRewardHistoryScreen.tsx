/** /vita-club/direct-reward-history: invite rewards (club-rules §4). Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { DirectRewardHistory } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function DirectRewardHistoryScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="direct-rewards-screen">
      <PageHeader title={t('clubMoney.directRewardsTitle')} back />
      {loggedIn ? <DirectRewardHistory /> : <LoginPrompt />}
    </main>
  )
}
