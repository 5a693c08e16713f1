/** The dev wallet's lazy chunk (loaded by gate.ts on the dev chain only): the burner key, the provider, its announcement. */
import type { AppConfig } from '@vita/shared/schemas/system'
import { currentLocale } from '../../../lib/i18n'
import { announceProvider } from './announce'
import { DEV_WALLET_RDNS } from './devWalletId'
import { browserStore, DEV_WALLET_AUTHORIZED, loadOrCreateDevKey } from './devWalletKey'
import { createDevWalletProvider, type DevWalletProvider } from './devWalletProvider'

/** A key on an orange disc: the chooser shows it beside the name. */
export const DEV_WALLET_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Ccircle cx='12' cy='12' r='12' fill='%23f59e0b'/%3E%3Ccircle cx='9' cy='12' r='3.2' fill='none' stroke='%23fff' stroke-width='2'/%3E%3Cpath d='M12 12h7m-2 0v3m-3-3v2' stroke='%23fff' stroke-width='2' fill='none'/%3E%3C/svg%3E"

const NAMES = { zh: '开发钱包', en: 'Dev wallet' } as const

let installed: DevWalletProvider | null = null

/** A v4 UUID from getRandomValues (crypto.randomUUID needs a secure context; a phone on the LAN has none). */
function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The page's dev wallet, once installed. */
export function devWalletProvider(): DevWalletProvider | null {
  return installed
}

export function installDevWallet(chain: AppConfig['chain']): DevWalletProvider {
  if (installed) return installed
  const store = browserStore()
  const provider = createDevWalletProvider({
    privateKey: loadOrCreateDevKey(store),
    chain,
    authorization: {
      get: () => store.getItem(DEV_WALLET_AUTHORIZED) === '1',
      set: (authorized) => store.setItem(DEV_WALLET_AUTHORIZED, authorized ? '1' : '0'),
    },
  })
  announceProvider(
    { uuid: uuidV4(), name: NAMES[currentLocale()], icon: DEV_WALLET_ICON, rdns: DEV_WALLET_RDNS },
    provider,
  )
  installed = provider
  return provider
}
