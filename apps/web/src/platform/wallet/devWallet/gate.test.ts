import { afterEach, describe, expect, it } from 'vitest'
import type { AppConfig } from '@vita/shared/schemas/system'
import { announceProvider } from './announce'
import { DEV_WALLET_KEY, loadOrCreateDevKey } from './devWalletKey'
import { DEV_WALLET_RDNS } from './devWalletId'
import { devWalletWanted, startDevWallet } from './gate'

const devChain: Pick<AppConfig, 'chain' | 'features'> = {
  chain: {
    chainId: 31337,
    name: 'Vita Dev Chain',
    rpcUrl: 'http://127.0.0.1:8545',
    backupRpcUrl: null,
    explorerUrl: '',
    nativeSymbol: 'BNB',
    nativeDecimals: 18,
  },
  features: { devChain: true },
}
const production = { chain: { ...devChain.chain, chainId: 56 }, features: { devChain: false } }

type Announcement = {
  info: { rdns: string; name: string }
  provider: { request(request: { method: string }): Promise<unknown> }
}
function collectAnnouncements() {
  const seen: Announcement[] = []
  const listener = (event: Event) => seen.push((event as CustomEvent<Announcement>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { seen, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

afterEach(() => localStorage.clear())

describe('the dev wallet gate', () => {
  it('wants the dev wallet on the local dev chain only', () => {
    expect(devWalletWanted(devChain)).toBe(true)
    expect(devWalletWanted(production)).toBe(false)
    expect(devWalletWanted({ chain: devChain.chain, features: {} })).toBe(false)
    expect(devWalletWanted({ chain: production.chain, features: { devChain: true } })).toBe(false)
  })

  it('announces nothing in a production configuration', async () => {
    const announcements = collectAnnouncements()
    startDevWallet(production)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    announcements.stop()
    expect(announcements.seen).toEqual([])
  })

  it('on the dev chain announces an EIP-1193 provider over EIP-6963, and again on requestProvider', async () => {
    const announcements = collectAnnouncements()
    startDevWallet(devChain)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    announcements.stop()
    expect(announcements.seen).toHaveLength(2)
    const [first] = announcements.seen
    expect(first?.info.rdns).toBe(DEV_WALLET_RDNS)
    expect(typeof first?.provider.request).toBe('function')
    // The burner key comes with the wallet's code, on the first request sent to it.
    expect(localStorage.getItem(DEV_WALLET_KEY)).toBeNull()
    await expect(first?.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(localStorage.getItem(DEV_WALLET_KEY)).toMatch(/^0x[0-9a-f]{64}$/)
  })
})

describe('announceProvider', () => {
  it('stops answering requestProvider once unsubscribed', () => {
    const announcements = collectAnnouncements()
    const stop = announceProvider(
      { uuid: 'u', name: 'n', icon: 'data:,', rdns: 'r' },
      { request: () => null },
    )
    stop()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    announcements.stop()
    expect(announcements.seen.filter((seen) => seen.info.rdns === 'r')).toHaveLength(1)
  })
})

describe('the burner key', () => {
  it('is made once and kept in the browser', () => {
    const first = loadOrCreateDevKey(localStorage)
    expect(loadOrCreateDevKey(localStorage)).toBe(first)
    localStorage.setItem(DEV_WALLET_KEY, 'garbage')
    expect(loadOrCreateDevKey(localStorage)).not.toBe(first)
  })
})
