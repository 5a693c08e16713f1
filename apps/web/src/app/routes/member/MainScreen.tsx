/** /main and /wallet-security: the member's home. Visitors get a welcome prompt with a login button (spec §2). */
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { AssetsOverview } from '../../../features/assets'
import { DepositLink } from '../../../features/deposits'
import {
  LogoutButton,
  MemberCard,
  ProfileLinks,
  QuickActions,
  VisitorWelcome,
} from '../../../features/member'
import { NewsList } from '../../../features/news'
import { InviteRewardSummary } from '../../../features/ranking'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function MainScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page">
      <PageHeader title={t('member.title')} />
      {loggedIn ? (
        <>
          <AssetsOverview
            onOpen={() => navigate('/assets')}
            action={<DepositLink shortfall testId="home-deposit" />}
          />
          <QuickActions />
          <InviteRewardSummary />
          <MemberCard />
          <ProfileLinks />
        </>
      ) : (
        <VisitorWelcome />
      )}
      <NewsList onOpen={(id) => navigate(`/news/${encodeURIComponent(id)}`)} />
      {loggedIn && <LogoutButton />}
    </main>
  )
}
