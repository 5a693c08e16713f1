/** /vita-club/static-dividends: spec §3 "Static dividend" and its rewards history. Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { DividendHistoryList, StaticDividendCard } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function StaticDividendsScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="static-dividends-screen">
      <PageHeader title={t('clubMoney.staticTitle')} back />
      {loggedIn ? (
        <>
          <StaticDividendCard />
          <section className="card list-card">
            <h3>{t('clubMoney.static.history')}</h3>
            <DividendHistoryList kind="static" />
          </section>
        </>
      ) : (
        <LoginPrompt />
      )}
    </main>
  )
}
