/** /main and /wallet-security: the member's home. Visitors get a welcome prompt with a login button (spec §2). */
import { Button, Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AssetsOverview } from '../../features/assets/components/AssetsOverview'
import { logout, isLoggedIn, useSession } from '../../features/auth/session'
import { useMemberInfo } from '../../features/member/api/getMemberInfo'
import { InviteQr } from '../../features/member/components/InviteQr'
import { MemberProfile } from '../../features/member/components/MemberProfile'
import { NewsList } from '../../features/news/components/NewsList'
import { InviteRewardSummary } from '../../features/ranking/components/InviteRewardSummary'
import { PageHeader } from '../../components/PageHeader'
import { ProfileLinks } from './main/ProfileLinks'
import { QuickActions } from './main/QuickActions'
import '../../lib/antd'
import '../../styles/money.css'
import '../../locales/sections/registerMoney'

export default function MainScreen() {
  const { t } = useTranslation()
  const session = useSession()
  const loggedIn = isLoggedIn(session)
  return (
    <main className="page">
      <PageHeader title={t('member.title')} />
      {loggedIn ? <MemberHome /> : <VisitorWelcome />}
      <HomeNews />
      {loggedIn && <LogoutButton />}
    </main>
  )
}

function VisitorWelcome() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <section className="card center welcome">
      <div className="login-logo" aria-hidden="true">
        V
      </div>
      <h1>{t('login.welcome')}</h1>
      <p>{t('login.subtitle')}</p>
      <Button
        block
        color="primary"
        size="large"
        data-testid="welcome-login"
        onClick={() => navigate('/login?redirect=%2Fmain')}
      >
        {t('login.login')}
      </Button>
    </section>
  )
}

function HomeNews() {
  const navigate = useNavigate()
  return <NewsList onOpen={(id) => navigate(`/news/${encodeURIComponent(id)}`)} />
}

function MemberHome() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const info = useMemberInfo(true)
  return (
    <>
      <AssetsOverview onOpen={() => navigate('/assets')} />
      <QuickActions />
      <InviteRewardSummary />
      <section className="card">
        {info.isPending && <Skeleton.Paragraph lineCount={4} animated />}
        {info.isError && (
          <div className="load-failed" role="alert">
            <p>{t('member.loadFailed')}</p>
            <Button size="small" onClick={() => void info.refetch()}>
              {t('member.retry')}
            </Button>
          </div>
        )}
        {info.data && <MemberProfile member={info.data} />}
        {info.data && <InviteQr inviteCode={info.data.inviteCode} />}
      </section>
      <ProfileLinks hasReferrer={Boolean(info.data?.referrerUuid)} />
    </>
  )
}

function LogoutButton() {
  const { t } = useTranslation()
  return (
    <section className="card-actions">
      <Button
        block
        color="danger"
        fill="outline"
        size="large"
        data-testid="logout-button"
        onClick={() => logout()}
      >
        {t('member.logout')}
      </Button>
    </section>
  )
}
