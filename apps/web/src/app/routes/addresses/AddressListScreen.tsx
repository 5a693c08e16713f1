/** /address (auth) and /address-list (open in the spec; same screen): the member's delivery addresses. */
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { AddressBook } from '../../../features/addresses'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function AddressListScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="address-list-screen">
      <PageHeader title={t('addresses.title')} back />
      {loggedIn ? <AddressBook /> : <LoginPrompt />}
    </main>
  )
}
