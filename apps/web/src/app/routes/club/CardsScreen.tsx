/** /vita-club/cards: my shopping cards and the orders that can still generate one (club-rules §6). Visitors are asked to log in. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { CardList } from '../../../features/club'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function CardsScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="cards-screen">
      <PageHeader title={t('clubMoney.cardsTitle')} back />
      {loggedIn ? <CardList /> : <LoginPrompt />}
    </main>
  )
}
