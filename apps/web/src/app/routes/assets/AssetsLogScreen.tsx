/** /assets-log: the member's bill log and on-chain activity; visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { BillLogViews } from '../../../features/assets'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function AssetsLogScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page">
      <PageHeader title={t('bills.title')} back />
      {loggedIn ? <BillLogViews /> : <LoginPrompt />}
    </main>
  )
}
