import { generatePrivateKey } from 'viem/accounts'
import type { Hex } from 'viem'

/** localStorage keys of the dev wallet: its burner key, and whether this site may see its account. */
export const DEV_WALLET_KEY = 'devWallet.privateKey'
export const DEV_WALLET_AUTHORIZED = 'devWallet.authorized'

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>

const memory = new Map<string, string>()
/** localStorage, or this page's memory where it is unavailable (a private window that refuses it). */
export function browserStore(): KeyStore {
  try {
    const probe = '__devWalletProbe'
    window.localStorage.setItem(probe, '1')
    window.localStorage.removeItem(probe)
    return window.localStorage
  } catch {
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
    }
  }
}

/** The burner key kept in this browser: created on first use, the same one ever after. */
export function loadOrCreateDevKey(store: KeyStore = browserStore()): Hex {
  const stored = store.getItem(DEV_WALLET_KEY)
  if (stored && /^0x[0-9a-fA-F]{64}$/.test(stored)) return stored as Hex
  const key = generatePrivateKey()
  store.setItem(DEV_WALLET_KEY, key)
  return key
}
