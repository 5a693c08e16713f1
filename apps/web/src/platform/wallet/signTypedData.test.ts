import type { Config, Connector } from 'wagmi'
import { signTypedData as wagmiSignTypedData } from 'wagmi/actions'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChainError } from '../chain/chainError'
import { signTypedData } from './signTypedData'
import { WalletError } from './walletError'

vi.mock('wagmi/actions', () => ({ signTypedData: vi.fn() }))

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const typedData = {
  domain: { name: 'Vita Club', version: '1', chainId: 31337 },
  types: { Ping: [{ name: 'n', type: 'uint256' }] },
  primaryType: 'Ping',
  message: { n: 1n },
} as const
const rpc = (code: number | string, message = `rpc ${code}`) => Object.assign(new Error(message), { code })
const sign = () => signTypedData({} as Config, { uid: 'w' } as Connector, account, typedData)

describe('signTypedData (eth_signTypedData_v4)', () => {
  afterEach(() => vi.mocked(wagmiSignTypedData).mockReset())

  it('asks the connected wallet for this account', async () => {
    vi.mocked(wagmiSignTypedData).mockResolvedValue('0x1234')
    await expect(sign()).resolves.toBe('0x1234')
    expect(wagmiSignTypedData).toHaveBeenCalledWith(expect.anything(), {
      ...typedData,
      connector: { uid: 'w' },
      account,
    })
  })

  it('a refusal in the wallet is the member cancelling (4001)', async () => {
    vi.mocked(wagmiSignTypedData).mockRejectedValue(new Error('wrapped', { cause: rpc(4001) }))
    await expect(sign()).rejects.toEqual(new WalletError('userCancelled'))
  })

  it('a wallet without the method is unsupported (4200)', async () => {
    vi.mocked(wagmiSignTypedData).mockRejectedValue(rpc(4200))
    await expect(sign()).rejects.toEqual(new WalletError('unsupported'))
  })

  it("a provider failure of the spec's chain mapping keeps its reason", async () => {
    vi.mocked(wagmiSignTypedData).mockRejectedValue(
      rpc('UNSUPPORTED_OPERATION', 'provider destroyed; cancelled request'),
    )
    await expect(sign()).rejects.toEqual(new ChainError('providerDestroyed'))
  })

  it('anything else is 签名失败', async () => {
    vi.mocked(wagmiSignTypedData).mockRejectedValue(new Error('boom'))
    await expect(sign()).rejects.toEqual(new WalletError('signFailed'))
  })
})
