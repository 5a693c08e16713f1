/**
 * /vita-club/team: the landing screen (with the tab bar). Members see their level and upgrade
 * progress, team figures and legs, the club's entry points and their direct members; pulling
 * down refetches. Visitors are asked to log in.
 */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { ClubEntryGrid, DirectMembers, TeamOverview, TeamRefresh } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function TeamScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="team-screen">
      <PageHeader title={t('club.teamTitle')} />
      {loggedIn ? (
        <TeamRefresh>
          <TeamOverview />
          <ClubEntryGrid />
          <DirectMembers />
        </TeamRefresh>
      ) : (
        <LoginPrompt />
      )}
    </main>
  )
}
