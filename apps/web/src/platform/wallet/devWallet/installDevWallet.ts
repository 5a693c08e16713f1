/**
 * The dev wallet's lazy chunk (viem's local account and the EIP-1193 provider): loaded by the provider
 * announceDevWallet.ts announces, on the first request a wallet library sends it.
 */
import type { AppConfig } from '@vita/shared/schemas/system'
import { browserStore, DEV_WALLET_AUTHORIZED, loadOrCreateDevKey } from './devWalletKey'
import { createDevWalletProvider, type DevWalletProvider } from './devWalletProvider'

/** The page's dev wallet: the burner key kept in this browser, and whether this site may see it. */
export function createPageDevWallet(chain: AppConfig['chain']): DevWalletProvider {
  const store = browserStore()
  return createDevWalletProvider({
    privateKey: loadOrCreateDevKey(store),
    chain,
    authorization: {
      get: () => store.getItem(DEV_WALLET_AUTHORIZED) === '1',
      set: (authorized) => store.setItem(DEV_WALLET_AUTHORIZED, authorized ? '1' : '0'),
    },
  })
}
