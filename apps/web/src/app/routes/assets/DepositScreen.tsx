/** /deposit (auth): move USDT or DPINE from the member's wallet into the in-app balance, then follow it. */
import { useQueryClient } from '@tanstack/react-query'
import type { Currency } from '@vita/shared/schemas/assets'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { Address } from 'viem'
import { PageHeader } from '../../../components/PageHeader'
import { assetsKeys, useAssets } from '../../../features/assets'
import { DepositForm, DepositList, useDeposit, useDeposits, useOnNewCredit } from '../../../features/deposits'
import { useSession } from '../../../platform/session/session'

export default function DepositScreen() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const session = useSession()
  const client = useQueryClient()
  const assets = useAssets()
  // The wallet balance drops when a deposit is mined; the available balance grows when it is credited.
  const refreshBalances = useCallback(
    () => void client.invalidateQueries({ queryKey: assetsKeys.all }),
    [client],
  )
  const flow = useDeposit({ onFinished: refreshBalances })
  const deposits = useDeposits(flow.sent)
  useOnNewCredit(deposits.data, refreshBalances)
  const wanted = search.get('currency')
  const initialCurrency: Currency = wanted === 'USDT' ? 'USDT' : 'DPINE'
  const walletBalanceOf = (currency: Currency) => {
    const asset = assets.data?.assets.find((item) => item.currency === currency)
    return asset && !asset.walletStale ? BigInt(asset.walletBalance) : undefined
  }
  const memberWallet = (session?.walletAddress ?? session?.userInfo?.walletAddress ?? null) as Address | null
  return (
    <main className="page">
      <PageHeader title={t('deposit.title')} back />
      <DepositForm
        flow={flow}
        initialCurrency={initialCurrency}
        walletBalanceOf={walletBalanceOf}
        memberWallet={memberWallet}
        confirmationsRequired={deposits.data?.items[0]?.confirmationsRequired ?? null}
      />
      <DepositList sent={flow.sent} explorerUrl={flow.explorerUrl} />
    </main>
  )
}
