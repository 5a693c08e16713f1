/** /withdraw: withdraw to a wallet address (spec §5), then follow the payout's status. */
import { useQueryClient } from '@tanstack/react-query'
import type { Currency } from '@vita/shared/schemas/assets'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { assetsKeys, useAssets } from '../../../features/assets'
import { DepositAction, DepositLink } from '../../../features/deposits'
import { WithdrawalCard, WithdrawalList, WithdrawForm } from '../../../features/withdrawals'
import { isLoggedIn, useSession } from '../../../platform/session/session'

/** The withdraw form spends the balances of the assets feature and refreshes them as the payout moves. */
function MemberWithdraw() {
  const client = useQueryClient()
  const session = useSession()
  const assets = useAssets()
  const [currentId, setCurrentId] = useState<string | null>(null)
  const refreshBalances = useCallback(
    () => void client.invalidateQueries({ queryKey: assetsKeys.all }),
    [client],
  )
  const availableOf = (currency: Currency) => {
    const asset = assets.data?.assets.find((item) => item.currency === currency)
    return asset ? BigInt(asset.available) : undefined
  }
  return (
    <>
      <WithdrawForm
        availableOf={availableOf}
        walletAddress={session?.walletAddress ?? session?.userInfo?.walletAddress ?? null}
        onRequested={(withdrawal) => {
          setCurrentId(withdrawal.id)
          refreshBalances()
        }}
        depositAction={(currency) => <DepositAction currency={currency} testId="withdraw-short-deposit" />}
      />
      <DepositLink shortfall testId="withdraw-deposit" />
      {currentId && <WithdrawalCard id={currentId} onFinished={refreshBalances} />}
      <WithdrawalList />
    </>
  )
}

export default function WithdrawScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page">
      <PageHeader title={t('withdraw.title')} back />
      {loggedIn ? <MemberWithdraw /> : <LoginPrompt />}
    </main>
  )
}
