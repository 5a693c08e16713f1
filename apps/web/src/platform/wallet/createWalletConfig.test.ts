import { getBlockNumber } from 'wagmi/actions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appChain, createWalletConfig, type ChainSettings } from './createWalletConfig'

const PRIMARY = 'http://primary.rpc/'
const BACKUP = 'http://backup.rpc/'
const settings: ChainSettings = {
  chainId: 31337,
  name: 'Vita Dev Chain',
  rpcUrl: PRIMARY,
  backupRpcUrl: BACKUP,
  explorerUrl: '',
  nativeSymbol: 'BNB',
  nativeDecimals: 18,
}

describe("the web app's own backup RPC for reads", () => {
  const fetchMock = vi.fn<typeof fetch>()
  const urlsAsked = () =>
    fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url === PRIMARY) throw new TypeError('Failed to fetch')
      const { id } = JSON.parse(String(init?.body)) as { id: number }
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: '0x10' }), {
        headers: { 'Content-Type': 'application/json' },
      })
    })
  })
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('a read the primary RPC cannot answer is answered by the backup RPC of /app/config', async () => {
    const config = createWalletConfig(settings)
    await expect(getBlockNumber(config, { cacheTime: 0 })).resolves.toBe(16n)
    expect(urlsAsked()).toEqual([PRIMARY, BACKUP])
  })

  it('without a backup the primary is the only RPC', async () => {
    const config = createWalletConfig({ ...settings, backupRpcUrl: null })
    await expect(getBlockNumber(config, { cacheTime: 0 })).rejects.toThrow()
    expect(new Set(urlsAsked())).toEqual(new Set([PRIMARY]))
  })

  it('a wallet adding the network gets both RPC URLs', () => {
    expect(appChain(settings).rpcUrls.default.http).toEqual([PRIMARY, BACKUP])
    expect(appChain({ ...settings, backupRpcUrl: null }).rpcUrls.default.http).toEqual([PRIMARY])
  })
})
