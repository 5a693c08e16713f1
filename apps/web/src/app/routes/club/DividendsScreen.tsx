/** /vita-club/dividends: claimable dividends, the claim and the rules dialog. Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { DividendSummary } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function DividendsScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="dividends-screen">
      <PageHeader title={t('clubMoney.dividendsTitle')} back />
      {loggedIn ? <DividendSummary /> : <LoginPrompt />}
    </main>
  )
}
