import { defineChain, type Chain } from 'viem'
import { createConfig, fallback, http, type Config } from 'wagmi'
import { injected } from 'wagmi/connectors'
import type { AppConfig } from '@vita/shared/schemas/system'

export type ChainSettings = AppConfig['chain']

/** The RPC URLs the web app reads from: the app's, then its own backup when /app/config names one. */
export function readRpcUrls(settings: ChainSettings): string[] {
  return settings.backupRpcUrl ? [settings.rpcUrl, settings.backupRpcUrl] : [settings.rpcUrl]
}

/**
 * The app's one chain, from GET /app/config, so one build serves the dev chain and BSC mainnet.
 * Both RPC URLs are listed: a wallet adding the network gets the backup too, and the balance reads
 * (platform/chain/readBalance) find it there.
 */
export function appChain(settings: ChainSettings): Chain {
  return defineChain({
    id: settings.chainId,
    name: settings.name,
    nativeCurrency: {
      name: settings.nativeSymbol,
      symbol: settings.nativeSymbol,
      decimals: settings.nativeDecimals,
    },
    rpcUrls: { default: { http: readRpcUrls(settings) } },
    blockExplorers: settings.explorerUrl
      ? { default: { name: 'Explorer', url: settings.explorerUrl } }
      : undefined,
  })
}

/**
 * EIP-6963 wallets come from wagmi's multi-injected discovery; the generic `injected()` connector is
 * the fallback for in-app browsers that only set window.ethereum (discovery.ts decides what is shown).
 * Reads go through the app's RPC and, when it fails, the backup RPC (viem `fallback`); transactions
 * and signatures go through the wallet.
 */
export function createWalletConfig(settings: ChainSettings): Config {
  const chain = appChain(settings)
  const transports = readRpcUrls(settings).map((url) => http(url))
  return createConfig({
    chains: [chain],
    connectors: [injected({ shimDisconnect: true })],
    multiInjectedProviderDiscovery: true,
    transports: { [chain.id]: fallback(transports) },
  })
}
