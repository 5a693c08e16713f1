/**
 * Whether the page has the built-in dev wallet: only when GET /app/config says the app runs on the
 * local dev chain (features.devChain: no RPC_URL, never chain 56). It is announced at once
 * (announceDevWallet.ts); its code (viem's local account, the EIP-1193 provider) is a lazy chunk loaded
 * by its first request, so a production build never loads it. GET /app/config comes before any
 * wallet code (the wallet config is built from its chain), so wagmi finds the dev wallet when it looks.
 */
import type { AppConfig } from '@vita/shared/schemas/system'
import { announceDevWallet } from './announceDevWallet'

let announced = false

export function devWalletWanted(config: Pick<AppConfig, 'chain' | 'features'>): boolean {
  return config.features.devChain === true && config.chain.chainId !== 56
}

/** Announces the dev wallet when the app runs on the dev chain; once per page. */
export function startDevWallet(config: Pick<AppConfig, 'chain' | 'features'>): void {
  if (!devWalletWanted(config) || typeof window === 'undefined' || announced) return
  announced = true
  announceDevWallet(config.chain)
}
