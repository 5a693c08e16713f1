/**
 * /vita-club/team: the landing screen (with the tab bar). Members see the way to buy an order first,
 * then their level and upgrade progress, team figures and legs, their node badge (or the way to the
 * node tiers), the club's entry points and their direct members; pulling down refetches. Visitors are
 * asked to log in.
 */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import {
  ClubBuyCallout,
  ClubEntryGrid,
  DirectMembers,
  TeamOverview,
  TeamRefresh,
} from '../../../features/club'
import { MyNodeEntry } from '../../../features/nodes'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function TeamScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="team-screen">
      <PageHeader title={t('club.teamTitle')} />
      {loggedIn ? (
        <TeamRefresh>
          <ClubBuyCallout />
          <TeamOverview />
          <MyNodeEntry />
          <ClubEntryGrid />
          <DirectMembers />
        </TeamRefresh>
      ) : (
        <LoginPrompt />
      )}
    </main>
  )
}
