/**
 * The faucet offered where a dev-wallet member lacks BNB or USDT (dev chain only, a lazy chunk loaded by
 * DevFaucetSlot): what the wallet holds and one button. Nothing while the balances load or when they
 * suffice; a failed read still offers the faucet.
 */
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { formatMoney } from '../../../lib/format'
import { devFundsShortfall, type DevFundsShortfall } from './devFundsShortfall'
import { DevFaucetButton } from './DevFaucetButton'
import { useDevWalletBalances } from './useDevFaucet'

export type DevFaucetOfferProps = {
  config: Config
  address: Address
  /** The app's USDT (from /app/config); undefined while it is not deployed. */
  usdt: Address | undefined
  /** USDT the next step spends (a club order, a typed buy); without it, any USDT will do. */
  usdtNeeded?: bigint
  /** Refreshes the caller's own reads once the coins have arrived. */
  onFunded?: () => void
}

const offerText = {
  both: 'faucetOfferBoth',
  bnb: 'faucetOfferBnb',
  usdt: 'faucetOfferUsdt',
} as const satisfies Record<NonNullable<DevFundsShortfall>, string>

export default function DevFaucetOffer({ config, address, usdt, usdtNeeded, onFunded }: DevFaucetOfferProps) {
  const { t } = useTranslation()
  const balances = useDevWalletBalances(config, address, usdt)
  const shortfall = balances.data ? devFundsShortfall(balances.data, usdtNeeded) : null
  if (balances.isPending || (balances.data && shortfall === null)) return null
  const text =
    balances.data && shortfall
      ? t(`wallet.${offerText[shortfall]}`, {
          bnb: formatMoney(balances.data.bnb, 4),
          usdt: formatMoney(balances.data.usdt, 2),
        })
      : t('wallet.faucetOfferUnknown')
  return (
    <section className="card notice dev-faucet-offer" role="status" data-testid="dev-faucet-offer">
      <p className="field-hint" style={{ margin: '0 0 8px' }}>
        {text}
      </p>
      <DevFaucetButton address={address} onFunded={onFunded} testId="dev-faucet-offer-button" />
    </section>
  )
}
