/** /withdraw: withdraw to a wallet address (spec §5), then follow the payout's status. */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Currency } from '@vita/shared/schemas/assets'
import { useAssets } from '../../features/assets/api/getAssets'
import { assetsKeys } from '../../features/assets/api/keys'
import { isLoggedIn, useSession } from '../../features/auth/session'
import { WithdrawalCard } from '../../features/withdrawals/components/WithdrawalCard'
import { WithdrawalList } from '../../features/withdrawals/components/WithdrawalList'
import { WithdrawForm } from '../../features/withdrawals/components/WithdrawForm'
import { LoginPrompt } from '../../components/LoginPrompt'
import { PageHeader } from '../../components/PageHeader'
import '../../lib/antd'
import '../../styles/money.css'
import '../../locales/sections/registerMoney'

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
      />
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
