import { useEffect, useState } from 'react'
import type { Config, Connector } from 'wagmi'
import type { ChainSettings } from './createWalletConfig'
import { discoverWallets } from './discovery'
import { walletConfigFor } from './walletRuntime'

export type WalletSetup =
  | { status: 'pending'; config: Config | null; connectors: [] }
  | { status: 'ready'; config: Config; connectors: Connector[] }

/** Builds the wagmi config for the app chain and waits (≤ 300 ms) for EIP-6963 wallets to announce. */
export function useWalletSetup(settings: ChainSettings | undefined): WalletSetup {
  const [setup, setSetup] = useState<WalletSetup>({ status: 'pending', config: null, connectors: [] })
  useEffect(() => {
    if (!settings) return
    let cancelled = false
    const config = walletConfigFor(settings)
    void discoverWallets(config).then((connectors) => {
      if (!cancelled) setSetup({ status: 'ready', config, connectors })
    })
    return () => {
      cancelled = true
    }
  }, [settings])
  return setup
}
