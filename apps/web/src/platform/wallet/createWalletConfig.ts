import { defineChain, type Chain } from 'viem'
import { createConfig, http, type Config } from 'wagmi'
import { injected } from 'wagmi/connectors'
import type { AppConfig } from '@vita/shared/schemas/system'

export type ChainSettings = AppConfig['chain']

/** The app's one chain, from GET /app/config, so one build serves the dev chain and BSC mainnet. */
export function appChain(settings: ChainSettings): Chain {
  return defineChain({
    id: settings.chainId,
    name: settings.name,
    nativeCurrency: {
      name: settings.nativeSymbol,
      symbol: settings.nativeSymbol,
      decimals: settings.nativeDecimals,
    },
    rpcUrls: { default: { http: [settings.rpcUrl] } },
    blockExplorers: settings.explorerUrl
      ? { default: { name: 'Explorer', url: settings.explorerUrl } }
      : undefined,
  })
}

/**
 * EIP-6963 wallets come from wagmi's multi-injected discovery; the generic `injected()` connector is
 * the fallback for in-app browsers that only set window.ethereum (discovery.ts decides what is shown).
 */
export function createWalletConfig(settings: ChainSettings): Config {
  const chain = appChain(settings)
  return createConfig({
    chains: [chain],
    connectors: [injected({ shimDisconnect: true })],
    multiInjectedProviderDiscovery: true,
    transports: { [chain.id]: http(settings.rpcUrl) },
  })
}
