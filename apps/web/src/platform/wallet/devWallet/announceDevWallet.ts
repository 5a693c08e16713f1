/**
 * The dev wallet as wallet libraries first see it: an EIP-1193 provider announced over EIP-6963 at once,
 * whose implementation (viem's local account and client, ~40 KiB brotli: installDevWallet.ts) loads on
 * the first request sent to it. Announcing costs nothing then, so the login screen's wallet list (and
 * its "no wallet: use the dev wallet" hint) does not wait for that chunk, and a screen that never talks
 * to the wallet never loads it.
 */
import type { AppConfig } from '@vita/shared/schemas/system'
import { currentLocale } from '../../../lib/i18n'
import { announceProvider } from './announce'
import { DEV_WALLET_RDNS } from './devWalletId'

/** A key on an orange disc: the chooser shows it beside the name. */
export const DEV_WALLET_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Ccircle cx='12' cy='12' r='12' fill='%23f59e0b'/%3E%3Ccircle cx='9' cy='12' r='3.2' fill='none' stroke='%23fff' stroke-width='2'/%3E%3Cpath d='M12 12h7m-2 0v3m-3-3v2' stroke='%23fff' stroke-width='2' fill='none'/%3E%3C/svg%3E"

const NAMES = { zh: '开发钱包', en: 'Dev wallet' } as const

type Listener = (...args: unknown[]) => void
type Eip1193 = {
  request(request: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): unknown
  removeListener(event: string, listener: Listener): unknown
}

export type LazyDevWallet = Eip1193 & { readonly isDevWallet: true }

/** A v4 UUID from getRandomValues (crypto.randomUUID needs a secure context; a phone on the LAN has none). */
function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A provider that loads `load`'s on its first request and hands every request to it; listeners added
 * before it has loaded are added to it once it has (a failed load is tried again by the next request).
 */
export function lazyProvider(load: () => Promise<Eip1193>): LazyDevWallet {
  let loaded: Eip1193 | null = null
  let loading: Promise<Eip1193> | null = null
  const listeners = new Set<[string, Listener]>()
  const provider = (): Promise<Eip1193> => {
    if (loaded) return Promise.resolve(loaded)
    loading ??= load().then(
      (real) => {
        for (const [event, listener] of listeners) real.on(event, listener)
        listeners.clear()
        return (loaded = real)
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  const lazy: LazyDevWallet = {
    isDevWallet: true,
    async request(request) {
      return (await provider()).request(request)
    },
    on(event, listener) {
      if (loaded) loaded.on(event, listener)
      else listeners.add([event, listener])
      return lazy
    },
    removeListener(event, listener) {
      if (loaded) loaded.removeListener(event, listener)
      for (const entry of listeners) if (entry[0] === event && entry[1] === listener) listeners.delete(entry)
      return lazy
    },
  }
  return lazy
}

/** Announces the dev wallet of `chain` (once per page: gate.ts). */
export function announceDevWallet(
  chain: AppConfig['chain'],
  load: () => Promise<Eip1193> = () =>
    import('./installDevWallet').then((module) => module.createPageDevWallet(chain)),
): LazyDevWallet {
  const provider = lazyProvider(load)
  announceProvider(
    { uuid: uuidV4(), name: NAMES[currentLocale()], icon: DEV_WALLET_ICON, rdns: DEV_WALLET_RDNS },
    provider,
  )
  return provider
}
