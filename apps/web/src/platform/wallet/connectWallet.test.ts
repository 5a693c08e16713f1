import type { Config, Connector } from 'wagmi'
import { connect, getConnection } from 'wagmi/actions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showToast } from '../../lib/notify'
import { connectWallet } from './connectWallet'
import { walletText } from './walletTexts'

vi.mock('wagmi/actions', () => ({ connect: vi.fn(), getConnection: vi.fn() }))
vi.mock('../../lib/notify', () => ({ showToast: vi.fn() }))

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = {
  id: 31337,
  name: 'Vita Dev Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const config = { chains: [chain] } as unknown as Config

/** A wallet whose provider answers the chain requests; `chainId` is where it starts. */
function walletOn(chainId: number) {
  let current = chainId
  const request = vi.fn(async ({ method, params }: { method: string; params?: [{ chainId: string }] }) => {
    if (method === 'wallet_switchEthereumChain') current = Number(params?.[0].chainId)
    return null
  })
  const connector = {
    uid: 'test-wallet',
    getChainId: async () => current,
    getProvider: async () => ({ request }),
  } as unknown as Connector
  return { connector, request }
}

describe('connectWallet', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.mocked(connect).mockReset()
    vi.mocked(getConnection).mockReset()
    vi.mocked(showToast).mockReset()
  })

  it('asks again after 30 s without an answer (the spec timeout) and connects on the retry', async () => {
    const { connector } = walletOn(31337)
    let connected = false
    vi.mocked(getConnection).mockImplementation(
      () =>
        (connected
          ? { status: 'connected', address, connector }
          : { status: 'disconnected', address: undefined, connector: undefined }) as unknown as ReturnType<
          typeof getConnection
        >,
    )
    vi.mocked(connect)
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockImplementationOnce(async () => {
        connected = true
        return { accounts: [address], chainId: 31337 }
      })
    const result = connectWallet(config, connector)
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(result).resolves.toEqual({ address, connector })
    expect(connect).toHaveBeenCalledTimes(2)
  })

  it('shows 网络切换成功 once the wallet was switched to the app chain', async () => {
    const { connector, request } = walletOn(1)
    vi.mocked(getConnection).mockReturnValue({
      status: 'connected',
      address,
      connector,
    } as unknown as ReturnType<typeof getConnection>)
    await connectWallet(config, undefined)
    expect(request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(showToast).toHaveBeenCalledWith('网络切换成功', 'success')
    expect(walletText('networkSwitched', 'en')).toBe('Network switched')
  })

  it('shows no switch toast when the wallet already is on the app chain', async () => {
    const { connector } = walletOn(31337)
    vi.mocked(getConnection).mockReturnValue({
      status: 'connected',
      address,
      connector,
    } as unknown as ReturnType<typeof getConnection>)
    await connectWallet(config, undefined)
    expect(showToast).not.toHaveBeenCalled()
  })
})
