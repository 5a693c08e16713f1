/**
 * Whether the page has the built-in dev wallet: only when GET /app/config says the app runs on the
 * local dev chain (features.devChain: no RPC_URL, never chain 56). Its code (viem's local account,
 * the EIP-1193 provider) is a lazy chunk loaded from here and nowhere else, so a production build
 * never loads it. Wallet discovery waits for it so it is announced before wagmi looks.
 */
import type { AppConfig } from '@vita/shared/schemas/system'

let installing: Promise<void> | null = null

export function devWalletWanted(config: Pick<AppConfig, 'chain' | 'features'>): boolean {
  return config.features.devChain === true && config.chain.chainId !== 56
}

/** Loads and announces the dev wallet when the app runs on the dev chain; once per page. */
export function startDevWallet(config: Pick<AppConfig, 'chain' | 'features'>): Promise<void> {
  if (!devWalletWanted(config) || typeof window === 'undefined') return Promise.resolve()
  installing ??= import('./installDevWallet')
    .then((module) => void module.installDevWallet(config.chain))
    .catch(() => undefined)
  return installing
}

/** Resolves once the dev wallet is announced (at once when there is none). */
export function devWalletReady(): Promise<void> {
  return installing ?? Promise.resolve()
}
