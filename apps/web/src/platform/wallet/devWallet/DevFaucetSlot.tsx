import { lazy, Suspense } from 'react'
import type { Config } from 'wagmi'
import { useWalletConnection } from '../useWalletConnection'
import type { DevFaucetOfferProps } from './DevFaucetOffer'
import { isDevWallet } from './devWalletId'

// Only the dev wallet (announced on the dev chain only) loads the offer: a production build never does.
const DevFaucetOffer = lazy(() => import('./DevFaucetOffer'))

/**
 * Where a screen pays from the wallet (swap, club buy, home): the faucet offer, when the connected
 * wallet is the dev wallet, the same condition as the login card's faucet.
 */
export function DevFaucetSlot({
  config,
  ...offer
}: { config: Config | null } & Omit<DevFaucetOfferProps, 'config' | 'address'>) {
  const connection = useWalletConnection(config)
  if (!config || connection.status !== 'connected' || !connection.address) return null
  if (!isDevWallet({ id: connection.connectorId ?? '' })) return null
  return (
    <Suspense fallback={null}>
      <DevFaucetOffer config={config} address={connection.address} {...offer} />
    </Suspense>
  )
}
