/**
 * The dev wallet's card (dev chain only, a lazy chunk): its address, its BNB and USDT on the chain and
 * the faucet button. Shown on the login screen once the dev wallet is connected; elsewhere a
 * dev-wallet member short of BNB or USDT is offered the faucet by DevFaucetSlot.
 */
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import type { AppConfig } from '@vita/shared/schemas/system'
import { formatMoney } from '../../../lib/format'
import { shortAddress } from '../../../lib/shorten'
import { walletText } from '../walletTexts'
import { DevFaucetButton } from './DevFaucetButton'
import { useDevWalletBalances } from './useDevFaucet'

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
  useTranslation()
  const balances = useDevWalletBalances(config, address, tokens.USDT?.address)
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
      <DevFaucetButton address={address} testId="dev-faucet" />
    </div>
  )
}
