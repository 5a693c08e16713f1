/**
 * /main and /wallet-security: the member's home. Visitors get a welcome prompt with a login button
 * (spec §2). Pulling down refreshes everything on it.
 */
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { ScreenRefresh } from '../../../components/ScreenRefresh'
import { AssetsOverview } from '../../../features/assets'
import { ClubBuyCallout } from '../../../features/club'
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
import { DevFaucetOnDevChain } from '../../../platform/wallet/devWallet/DevFaucetOnDevChain'

export default function MainScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page">
      <PageHeader title={t('member.title')} />
      <ScreenRefresh>
        {loggedIn ? (
          <>
            <AssetsOverview
              onOpen={() => navigate('/assets')}
              action={<DepositLink shortfall testId="home-deposit" />}
            />
            <DevFaucetOnDevChain />
            <QuickActions />
            <ClubBuyCallout testId="mine-club-entry" />
            <InviteRewardSummary />
            <MemberCard />
            <ProfileLinks />
          </>
        ) : (
          <VisitorWelcome />
        )}
        <NewsList onOpen={(id) => navigate(`/news/${encodeURIComponent(id)}`)} />
        {loggedIn && <LogoutButton />}
      </ScreenRefresh>
    </main>
  )
}
