/**
 * /vita-club/buy (with the tab bar, whose active tab stays the spec's fallback): buy a club order on
 * chain; the back arrow returns to where the member came from. Visitors are asked to log in.
 */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { BuyPanel } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function BuyScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="buy-screen">
      <PageHeader title={t('clubMoney.buyTitle')} back />
      {loggedIn ? <BuyPanel /> : <LoginPrompt />}
    </main>
  )
}
