/** /vita-club/dividend-history: my daily statements, static and dynamic in tabs. Visitors are asked to log in. */
import { Tabs } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { DividendHistoryList } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function DividendHistoryScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="dividend-history-screen">
      <PageHeader title={t('clubMoney.historyTitle')} back />
      {loggedIn ? (
        <section className="card list-card">
          <Tabs defaultActiveKey="static">
            <Tabs.Tab key="static" title={t('clubMoney.history.static')}>
              <DividendHistoryList kind="static" />
            </Tabs.Tab>
            <Tabs.Tab key="dynamic" title={t('clubMoney.history.dynamic')}>
              <DividendHistoryList kind="dynamic" />
            </Tabs.Tab>
          </Tabs>
        </section>
      ) : (
        <LoginPrompt />
      )}
    </main>
  )
}
