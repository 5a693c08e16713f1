import type { Config } from 'wagmi'
import { getBalance, getGasPrice, getPublicClient, simulateContract, writeContract } from 'wagmi/actions'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { approveToken } from './approveToken'
import { chainErrorText } from './chainErrorText'
import { ensureGasBalance } from './ensureGasBalance'
import { readBalance } from './readBalance'
import { txErrorNotice } from './txError'

vi.mock('wagmi/actions', () => ({
  getBalance: vi.fn(),
  getGasPrice: vi.fn(),
  getPublicClient: vi.fn(),
  readContract: vi.fn(),
  simulateContract: vi.fn(),
  writeContract: vi.fn(),
}))
vi.mock('./readBalance', () => ({ readBalance: vi.fn() }))

const config = { chains: [{ id: 31337 }] } as unknown as Config
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const approval = { token, owner, spender, amount: 10n ** 20n, symbol: 'USDT' } as const
const estimator = (estimateContractGas: () => Promise<bigint>) =>
  ({ estimateContractGas }) as unknown as ReturnType<typeof getPublicClient>

describe('approveToken', () => {
  afterEach(() => vi.clearAllMocks())

  it('when gas estimation fails, sends spec §9 defaults: 800,000 gas at 6 gwei', async () => {
    vi.mocked(getPublicClient).mockReturnValue(estimator(() => Promise.reject(new Error('node busy'))))
    vi.mocked(writeContract).mockResolvedValue('0xhash')
    await approveToken(config, approval)
    expect(writeContract).toHaveBeenCalledWith(
      config,
      expect.objectContaining({
        functionName: 'approve',
        gas: 800_000n,
        gasPrice: 6_000_000_000n,
        chainId: 31337,
      }),
    )
  })

  it('leaves gas to the wallet when the node can estimate it', async () => {
    vi.mocked(getPublicClient).mockReturnValue(estimator(() => Promise.resolve(46_000n)))
    await approveToken(config, approval)
    const sent = vi.mocked(writeContract).mock.calls[0]?.[1]
    expect(sent).not.toHaveProperty('gas', expect.anything())
    expect(sent).not.toHaveProperty('gasPrice', expect.anything())
  })

  it('a failed approval reads "USDT authorization failed, please retry"; a rejection stays 用户取消了交易', async () => {
    vi.mocked(getPublicClient).mockReturnValue(estimator(() => Promise.resolve(46_000n)))
    vi.mocked(writeContract).mockRejectedValueOnce(new Error('wallet crashed'))
    const failed = await approveToken(config, approval).catch((error: unknown) => error)
    expect(chainErrorText(failed, 'en')).toBe('USDT authorization failed, please retry')
    expect(chainErrorText(failed, 'zh')).toBe('USDT授权失败，请重试')

    vi.mocked(writeContract).mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    const rejected = await approveToken(config, approval).catch((error: unknown) => error)
    expect(chainErrorText(rejected, 'zh')).toBeNull()
    expect(txErrorNotice(rejected, 'buy')).toEqual({ kind: 'userCancelled' })
    expect(simulateContract).toHaveBeenCalled()
  })
})

describe('ensureGasBalance', () => {
  afterEach(() => vi.clearAllMocks())

  it('prices the gas at 6 gwei when the gas price cannot be read', async () => {
    vi.mocked(getGasPrice).mockRejectedValue(new Error('node busy'))
    vi.mocked(readBalance).mockResolvedValue(800_000n * 6_000_000_000n - 1n)
    await expect(ensureGasBalance(config, owner, 800_000n)).rejects.toMatchObject({
      reason: 'insufficientBnb',
    })
    vi.mocked(readBalance).mockResolvedValue(800_000n * 6_000_000_000n)
    await expect(ensureGasBalance(config, owner, 800_000n)).resolves.toBeUndefined()
  })

  it('reads the BNB balance with the spec limits and backup RPC', async () => {
    vi.mocked(getGasPrice).mockResolvedValue(1n)
    vi.mocked(readBalance).mockResolvedValue(10n ** 18n)
    await ensureGasBalance(config, owner, 21_000n)
    expect(readBalance).toHaveBeenCalledWith(config, { account: owner })
    expect(getBalance).not.toHaveBeenCalled()
  })
})
