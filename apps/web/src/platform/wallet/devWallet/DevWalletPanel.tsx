/**
 * The dev wallet's card (dev chain only, a lazy chunk): its address, its BNB and USDT on the chain and
 * the faucet button. Shown on the login screen once the dev wallet is connected; any screen may show
 * it where a dev-wallet member lacks BNB or USDT.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import type { AppConfig } from '@vita/shared/schemas/system'
import { formatMoney } from '../../../lib/format'
import { reportError, showToast } from '../../../lib/notify'
import { shortAddress } from '../../../lib/shorten'
import { readBalance } from '../../chain/readBalance'
import { walletText } from '../walletTexts'
import { requestFaucet } from './requestFaucet'

export const devWalletKeys = { balances: (address: string) => ['dev-wallet', 'balances', address] as const }

export function DevWalletPanel({
  config,
  address,
  tokens,
}: {
  config: Config
  address: Address
  tokens: AppConfig['tokens']
}) {
  // Re-renders on a language change; the texts are the wallet's (registered by walletTexts).
  const { t } = useTranslation()
  const usdt = tokens.USDT?.address
  const balances = useQuery({
    queryKey: devWalletKeys.balances(address),
    queryFn: async () => {
      const [bnb, usdtBalance] = await Promise.all([
        readBalance(config, { account: address }),
        usdt ? readBalance(config, { account: address, token: usdt }) : Promise.resolve(0n),
      ])
      return { bnb, usdt: usdtBalance }
    },
  })
  const faucet = useMutation({
    mutationFn: () => requestFaucet(address),
    onSuccess: async (grant) => {
      showToast(
        t('wallet.faucetDone', { bnb: formatMoney(grant.BNB.amount), usdt: formatMoney(grant.USDT.amount) }),
        'success',
      )
      await balances.refetch()
    },
    onError: reportError,
  })
  return (
    <div className="dev-wallet" data-testid="dev-wallet-panel" style={{ marginTop: 12, fontSize: 13 }}>
      <p className="field-hint" style={{ margin: '0 0 6px' }}>
        <strong>{walletText('devWallet')}</strong> <span title={address}>{shortAddress(address)}</span> ·{' '}
        {walletText('devWalletWarning')}
      </p>
      <p className="field-hint" style={{ margin: '0 0 8px' }} data-testid="dev-wallet-balances">
        {walletText('devWalletBalances')}
        {balances.data
          ? `${formatMoney(balances.data.bnb, 4)} BNB · ${formatMoney(balances.data.usdt, 2)} USDT`
          : balances.isError
            ? walletText('devWalletBalanceFailed')
            : '…'}
      </p>
      <Button
        block
        size="middle"
        color="warning"
        fill="outline"
        data-testid="dev-faucet"
        loading={faucet.isPending}
        loadingText={walletText('faucetBusy')}
        onClick={() => faucet.mutate()}
      >
        {walletText('faucet')}
      </Button>
    </div>
  )
}
