/** /main and /wallet-security: the member's home. Visitors get a welcome prompt with a login button (spec §2). */
import { Button, List, Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { logout, isLoggedIn, useSession } from '../../features/auth/session'
import { useMemberInfo } from '../../features/member/api/getMemberInfo'
import { MemberProfile } from '../../features/member/components/MemberProfile'
import { PageHeader } from '../../components/PageHeader'
import '../../lib/antd'

export default function MainScreen() {
  const { t } = useTranslation()
  const session = useSession()
  const loggedIn = isLoggedIn(session)
  return (
    <main className="page">
      <PageHeader title={t('member.title')} />
      {loggedIn ? <MemberHome /> : <VisitorWelcome />}
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

function MemberHome() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const info = useMemberInfo(true)
  return (
    <>
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
      </section>
      <section className="card">
        <List>
          <List.Item onClick={() => navigate('/setting')} data-testid="open-settings">
            {t('member.settings')}
          </List.Item>
        </List>
      </section>
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
    </>
  )
}
