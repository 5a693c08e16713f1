/**
 * /transfer-money: internal transfer to another member by UUID, community number or wallet address
 * (spec §2, §5 "UUID check"; issue 33 item 8).
 */
import { currencySchema } from '@vita/shared/schemas/assets'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { TransferForm } from '../../../features/assets'
import { DepositAction, DepositLink } from '../../../features/deposits'
import { isLoggedIn, useSession } from '../../../platform/session/session'

export default function TransferMoneyScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  const [search] = useSearchParams()
  const currency = currencySchema.safeParse(search.get('currency'))
  return (
    <main className="page">
      <PageHeader title={t('transfer.title')} back />
      {loggedIn ? (
        <>
          <TransferForm
            initialCurrency={currency.success ? currency.data : 'DPINE'}
            depositAction={(shortOf) => <DepositAction currency={shortOf} testId="transfer-short-deposit" />}
          />
          <DepositLink shortfall testId="transfer-deposit" />
        </>
      ) : (
        <LoginPrompt />
      )}
    </main>
  )
}
