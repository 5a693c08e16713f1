/** /bind-referrer: bind a referrer once, by invite code (staking needs one, spec §6). */
import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { isLoggedIn, useSession } from '../../features/auth/session'
import { useMemberInfo } from '../../features/member/api/getMemberInfo'
import { BindReferrerForm } from '../../features/member/components/BindReferrerForm'
import { LoginPrompt } from '../../components/LoginPrompt'
import { PageHeader } from '../../components/PageHeader'
import '../../lib/antd'
import '../../styles/money.css'
import '../../locales/sections/registerMoney'

function MemberBindReferrer() {
  const { t } = useTranslation()
  const info = useMemberInfo(true)
  if (info.data) return <BindReferrerForm member={info.data} />
  if (info.isError) {
    return (
      <div className="load-failed" role="alert">
        <p>{t('member.loadFailed')}</p>
        <button type="button" className="btn" onClick={() => void info.refetch()}>
          {t('member.retry')}
        </button>
      </div>
    )
  }
  return <Skeleton.Paragraph lineCount={3} animated />
}

export default function BindReferrerScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page">
      <PageHeader title={t('referrer.title')} back />
      {loggedIn ? <MemberBindReferrer /> : <LoginPrompt />}
    </main>
  )
}
