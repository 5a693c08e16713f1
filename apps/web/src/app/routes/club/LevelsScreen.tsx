/** /vita-club/levels: the level table (club-rules §5), my row highlighted, my current level. Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { LevelTable } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function LevelsScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="levels-screen">
      <PageHeader title={t('club.levelsTitle')} back />
      {loggedIn ? <LevelTable /> : <LoginPrompt />}
    </main>
  )
}
