/** /vita-club/dynamic-dividends: spec §3 "Dynamic dividend" and its records. Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { DividendHistoryList, DynamicDividendCard } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function DynamicDividendsScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="dynamic-dividends-screen">
      <PageHeader title={t('clubMoney.dynamicTitle')} back />
      {loggedIn ? (
        <>
          <DynamicDividendCard />
          <section className="card list-card">
            <h3>{t('clubMoney.dynamic.records')}</h3>
            <DividendHistoryList kind="dynamic" />
          </section>
        </>
      ) : (
        <LoginPrompt />
      )}
    </main>
  )
}
