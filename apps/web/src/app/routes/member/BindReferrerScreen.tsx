/** /bind-referrer: bind a referrer once, by invite code; visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { BindReferrer } from '../../../features/member'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function BindReferrerScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page">
      <PageHeader title={t('referrer.title')} back />
      {loggedIn ? <BindReferrer /> : <LoginPrompt />}
    </main>
  )
}
