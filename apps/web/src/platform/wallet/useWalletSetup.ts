import { useEffect, useState } from 'react'
import type { Config, Connector } from 'wagmi'
import type { ChainSettings } from './createWalletConfig'
import { isDevWallet } from './devWallet/devWalletId'
import type { WalletKit } from './walletKit'

export type WalletSetup =
  | { status: 'pending'; config: null; connectors: []; kit: null }
  | { status: 'ready'; config: Config; connectors: Connector[]; kit: WalletKit }

const pending: WalletSetup = { status: 'pending', config: null, connectors: [], kit: null }

/**
 * Loads the wallet code (wagmi + viem) next to the /app/config request instead of before the first
 * paint, builds the config for the app chain and waits (≤ 300 ms) for EIP-6963 wallets to announce.
 */
export function useWalletSetup(settings: ChainSettings | undefined): WalletSetup {
  const [setup, setSetup] = useState<WalletSetup>(pending)
  useEffect(() => {
    if (!settings) return
    let cancelled = false
    void import('./walletKit').then(async (kit) => {
      const config = kit.walletConfigFor(settings)
      // On the dev chain the dev wallet is there at once: the screen is usable with it now, and the
      // member's own wallets join the list when the 300 ms discovery ends.
      const now = await kit.currentWallets(config)
      if (!cancelled && now.some(isDevWallet)) setSetup({ status: 'ready', config, connectors: now, kit })
      const connectors = await kit.discoverWallets(config)
      if (!cancelled) setSetup({ status: 'ready', config, connectors, kit })
    })
    return () => {
      cancelled = true
    }
  }, [settings])
  return setup
}
