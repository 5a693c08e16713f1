import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWalletConfig } from '../wallet/createWalletConfig'
import { ChainError } from './chainError'
import { chainErrorText } from './chainErrorText'
import { readBalance, readWithBackup } from './readBalance'

const never = () => new Promise<bigint>(() => undefined)
const PRIMARY = 'http://primary.rpc'
const BACKUP = 'http://backup.rpc'
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function settle<T>(promise: Promise<T>, advanceMs: number) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.advanceTimersByTimeAsync(advanceMs)
  return outcome
}

describe('balance reads with the spec time limits and the backup RPC', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a primary RPC silent for 15 s without a backup: 获取余额超时', async () => {
    const outcome = await settle(readWithBackup([PRIMARY], never), 15_000)
    expect(outcome).toEqual({ error: new ChainError('balanceTimeout') })
    expect(chainErrorText((outcome as { error: unknown }).error, 'zh')).toBe('获取余额超时')
  })

  it('waits the full 15 s on the primary before asking the backup, which answers', async () => {
    const read = vi.fn((url: string) => (url === PRIMARY ? never() : Promise.resolve(7n)))
    const pending = readWithBackup([PRIMARY, BACKUP], read)
    await vi.advanceTimersByTimeAsync(14_999)
    expect(read).toHaveBeenCalledTimes(1)
    expect(await settle(pending, 1)).toEqual({ value: 7n })
    expect(read.mock.calls.map(([url]) => url)).toEqual([PRIMARY, BACKUP])
  })

  it('a backup silent for 10 s after the primary: 备用RPC获取余额超时', async () => {
    const outcome = await settle(readWithBackup([PRIMARY, BACKUP], never), 15_000 + 10_000)
    expect(chainErrorText((outcome as { error: unknown }).error, 'zh')).toBe('备用RPC获取余额超时')
  })

  it('a primary that fails at once goes to the backup at once', async () => {
    const read = (url: string) => (url === PRIMARY ? Promise.reject(new Error('down')) : Promise.resolve(3n))
    expect(await settle(readWithBackup([PRIMARY, BACKUP], read), 0)).toEqual({ value: 3n })
  })
})

describe('readBalance over the app config RPC URLs', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('reads the native balance from the backup RPC of /app/config when the primary is down', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.startsWith(PRIMARY)) throw new TypeError('Failed to fetch')
      const { id } = JSON.parse(String(init?.body)) as { id: number }
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }), {
        headers: { 'Content-Type': 'application/json' },
      })
    })
    const config = createWalletConfig({
      chainId: 31337,
      name: 'Vita Dev Chain',
      rpcUrl: PRIMARY,
      backupRpcUrl: BACKUP,
      explorerUrl: '',
      nativeSymbol: 'BNB',
      nativeDecimals: 18,
    })
    await expect(readBalance(config, { account })).resolves.toBe(42n)
  })
})
