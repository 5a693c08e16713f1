import type { Config, Connector } from 'wagmi'
import { describe, expect, it, vi } from 'vitest'
import { ChainError } from '../chain/chainError'
import { signStepUp, stepUpExpiry, walletToConnect, type SignStepUpParameters } from './signStepUp'
import { WalletError } from './walletError'

const member = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const order = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const appConfig = {
  chain: {
    chainId: 31337,
    name: 'Vita Dev Chain',
    rpcUrl: 'http://127.0.0.1:8545',
    backupRpcUrl: null,
    explorerUrl: '',
    nativeSymbol: 'BNB',
    nativeDecimals: 18,
  },
  contracts: { order } as Record<string, `0x${string}`>,
}
const typedData = {
  domain: { name: 'Vita Club' },
  types: { Ping: [{ name: 'n', type: 'uint256' }] },
  primaryType: 'Ping',
  message: { n: 1n },
} as const
const wallet = (id: string) => ({ id, uid: id }) as Connector

/** The wallet kit as the step-up sees it; `reconnects` says whether wagmi's silent reconnect works. */
function kit(options: {
  status: 'connected' | 'disconnected'
  reconnects?: boolean
  address?: string
  announced?: Connector[]
  recent?: string | null
}) {
  const state = { status: options.status }
  const config = {
    state,
    storage: { getItem: vi.fn(async () => options.recent ?? null) },
  } as unknown as Config
  const announced = options.announced ?? [wallet('io.metamask')]
  const live = announced[0] as Connector
  return {
    walletConfigFor: vi.fn(() => config),
    restoreWalletConnection: vi.fn(async () => {
      if (options.reconnects) state.status = 'connected'
    }),
    discoverWallets: vi.fn(async () => announced),
    connectWallet: vi.fn(async (_config: Config, connector: Connector | undefined) => ({
      address: (options.address ?? member) as `0x${string}`,
      connector: connector ?? live,
    })),
    signTypedData: vi.fn(async () => '0x5151' as const),
  }
}

const parameters = (k: ReturnType<typeof kit>, extra: Partial<SignStepUpParameters> = {}) => ({
  appConfig,
  kit: k,
  expectedAccount: member.toLowerCase(),
  build: vi.fn(() => typedData),
  ...extra,
})

describe('step-up signing by the member wallet', () => {
  it('signs with the live wallet on the app chain, the order contract as verifying contract', async () => {
    const k = kit({ status: 'connected' })
    const p = parameters(k)
    await expect(signStepUp(p)).resolves.toBe('0x5151')
    expect(p.build).toHaveBeenCalledWith({ chainId: 31337, verifyingContract: order })
    expect(k.connectWallet).toHaveBeenCalledWith(expect.anything(), undefined)
    expect(k.signTypedData).toHaveBeenCalledWith(expect.anything(), wallet('io.metamask'), member, typedData)
    expect(k.discoverWallets).not.toHaveBeenCalled()
  })

  it('reconnects the signed-in wallet silently before asking anything', async () => {
    const k = kit({ status: 'disconnected', reconnects: true })
    await signStepUp(parameters(k))
    expect(k.restoreWalletConnection).toHaveBeenCalled()
    expect(k.discoverWallets).not.toHaveBeenCalled()
    expect(k.connectWallet).toHaveBeenCalledWith(expect.anything(), undefined)
  })

  it('otherwise asks the wallet the member last connected, among several', async () => {
    const okx = wallet('com.okex.wallet')
    const k = kit({
      status: 'disconnected',
      announced: [wallet('io.metamask'), okx],
      recent: 'com.okex.wallet',
    })
    await signStepUp(parameters(k))
    expect(k.connectWallet).toHaveBeenCalledWith(expect.anything(), okx)
  })

  it('refuses another wallet than the one the member signed in with (钱包地址已变更)', async () => {
    const k = kit({ status: 'connected', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
    await expect(signStepUp(parameters(k))).rejects.toEqual(new WalletError('addressChanged'))
    expect(k.signTypedData).not.toHaveBeenCalled()
  })

  it('without an order contract there is no domain to sign for: 合约order未初始化', async () => {
    const k = kit({ status: 'connected' })
    await expect(signStepUp(parameters(k, { appConfig: { ...appConfig, contracts: {} } }))).rejects.toEqual(
      new ChainError('contractNotInitialised', { contract: 'order' }),
    )
  })

  it('a signature lives 5 minutes (the API accepts up to 10)', () => {
    expect(stepUpExpiry(1_800_000_000_999)).toBe(1_800_000_000 + 300)
  })
})

describe('walletToConnect', () => {
  const metamask = wallet('io.metamask')
  const okx = wallet('com.okex.wallet')
  it('the last connected wallet, else the only one; never a guess among several', () => {
    expect(walletToConnect([metamask, okx], 'com.okex.wallet')).toBe(okx)
    expect(walletToConnect([metamask], null)).toBe(metamask)
    expect(() => walletToConnect([metamask, okx], null)).toThrow(new WalletError('notConnected'))
    expect(() => walletToConnect([], null)).toThrow(new WalletError('noWallet'))
  })
})
