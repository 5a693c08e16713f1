import type { BuyQuote, SaleQuote } from '@vita/shared/pool'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getGasPrice, getPublicClient, readContract, simulateContract, writeContract } from 'wagmi/actions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { approveToken, readAllowance } from '../../../platform/chain/approveToken'
import { ChainError, chainErrorReason } from '../../../platform/chain/chainError'
import { readBalance } from '../../../platform/chain/readBalance'
import { QuoteMovedError } from '../quoteMovedError'
import { defaultSwapSettings } from '../slippage'
import type { SwapContracts } from '../swapContracts'
import { runSellOrder } from './runSellOrder'
import { runSwap } from './runSwap'

vi.mock('wagmi/actions', () => ({
  getBalance: vi.fn(),
  getGasPrice: vi.fn(),
  getPublicClient: vi.fn(),
  readContract: vi.fn(),
  simulateContract: vi.fn(),
  writeContract: vi.fn(),
}))
vi.mock('../../../platform/chain/readBalance', () => ({ readBalance: vi.fn() }))
vi.mock('../../../platform/chain/approveToken', () => ({ approveToken: vi.fn(), readAllowance: vi.fn() }))
vi.mock('../../../platform/chain/awaitTracked', () => ({ awaitTracked: vi.fn(async () => ({ logs: [] })) }))

const config = { chains: [{ id: 31337 }] } as unknown as Config
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contracts: SwapContracts = {
  usdt: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  dpine: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  pool: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  order: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
}
const unit = 10n ** 18n
/** Deep enough that the quotes below (10 in, at least 4 out) hold; `thin` pays less than 4 for 10. */
const deep = [1_000n * unit, 1_000n * unit] as const
const thin = [1_000n * unit, 3n * unit] as const
let reserves: readonly [bigint, bigint] = deep
const buyQuote = { side: 'buy', amountIn: 10n * unit, amountOut: 5n * unit, minimumReceived: 4n * unit }
const saleQuote = { side: 'sell', amountIn: 10n * unit, amountOut: 5n * unit, minimumReceived: 4n * unit }
const hooks = {
  settings: defaultSwapSettings,
  ensureWallet: () => Promise.resolve<Address>(account),
  onStep: () => undefined,
  track: () => undefined,
  settle: () => undefined,
  onApproved: () => undefined,
}
const swap = () => runSwap({ config, contracts, quote: buyQuote as unknown as BuyQuote, ...hooks })
const sell = () => runSellOrder({ config, contracts, quote: saleQuote as unknown as SaleQuote, ...hooks })

const permissions: Record<string, boolean> = {
  sellEnabled: true,
  whitelistEnabled: false,
  canSellDPINE: true,
  isWhitelisted: true,
  isBlacklisted: false,
}
const estimator = (estimateContractGas: () => Promise<bigint>) =>
  ({ estimateContractGas }) as unknown as ReturnType<typeof getPublicClient>
const sent = () => vi.mocked(writeContract).mock.calls.map(([, call]) => call as Record<string, unknown>)

beforeEach(() => {
  vi.mocked(readContract).mockImplementation((async (_: Config, call: { functionName: string }) =>
    call.functionName === 'getUserDPINEBalance'
      ? 100n * unit
      : call.functionName === 'getReserves'
        ? reserves
        : permissions[call.functionName]) as unknown as typeof readContract)
  reserves = deep
  vi.mocked(readBalance).mockResolvedValue(100n * unit)
  vi.mocked(getGasPrice).mockResolvedValue(1n)
  vi.mocked(readAllowance).mockResolvedValue(10n ** 30n)
  vi.mocked(approveToken).mockResolvedValue('0xa11')
  vi.mocked(writeContract).mockResolvedValue('0x5e11')
  vi.mocked(getPublicClient).mockReturnValue(estimator(() => Promise.resolve(120_000n)))
})
afterEach(() => vi.clearAllMocks())

describe('runSwap (buy)', () => {
  it('reads the USDT, DPINE and BNB balances with the spec limits and backup RPC (readBalance)', async () => {
    await swap()
    expect(readBalance).toHaveBeenCalledWith(config, { account, token: contracts.usdt })
    expect(readBalance).toHaveBeenCalledWith(config, { account, token: contracts.dpine })
    expect(readBalance).toHaveBeenCalledWith(config, { account })
  })

  it('a balance read past its 15 s fails the trade with 获取余额超时 (balanceTimeout)', async () => {
    vi.mocked(readBalance).mockRejectedValue(new ChainError('balanceTimeout'))
    expect(chainErrorReason(await swap().catch((error: unknown) => error))).toBe('balanceTimeout')
  })

  it('when gas estimation fails, sends the swap with 800,000 gas at 6 gwei on the app chain', async () => {
    vi.mocked(getPublicClient).mockReturnValue(estimator(() => Promise.reject(new Error('node busy'))))
    await swap()
    expect(sent()).toEqual([
      expect.objectContaining({
        functionName: 'swapExactIn',
        gas: 800_000n,
        gasPrice: 6_000_000_000n,
        chainId: 31337,
      }),
    ])
  })

  it('leaves gas to the wallet when the swap can be estimated', async () => {
    await swap()
    expect(sent()[0]).toMatchObject({ functionName: 'swapExactIn', chainId: 31337 })
    expect(sent()[0]?.gas).toBeUndefined()
    expect(sent()[0]?.gasPrice).toBeUndefined()
    expect(simulateContract).toHaveBeenCalled()
  })

  it('approves USDT by name ("USDT authorization failed, please retry")', async () => {
    vi.mocked(readAllowance).mockResolvedValue(0n)
    await swap()
    expect(approveToken).toHaveBeenCalledWith(
      config,
      expect.objectContaining({ symbol: 'USDT', token: contracts.usdt }),
    )
  })

  it('a failed permission read reads "Contract call failed, please retry"', async () => {
    vi.mocked(readContract).mockRejectedValue(new Error('node down'))
    expect(chainErrorReason(await swap().catch((error: unknown) => error))).toBe('contractCallFailed')
  })
})

describe('the quote is read again before the wallet signs (issue 33)', () => {
  const reads = () =>
    vi.mocked(readContract).mock.calls.filter(([, call]) => call.functionName === 'getReserves').length

  it('a buy whose price moved past the confirmed minimum stops with QuoteMovedError, nothing signed', async () => {
    reserves = thin
    await expect(swap()).rejects.toBeInstanceOf(QuoteMovedError)
    expect(writeContract).not.toHaveBeenCalled()
    expect(approveToken).not.toHaveBeenCalled()
  })

  it('a sale whose price moved stops the same way, before the approval', async () => {
    vi.mocked(readAllowance).mockResolvedValue(0n)
    reserves = [3n * unit, 1_000n * unit]
    await expect(sell()).rejects.toBeInstanceOf(QuoteMovedError)
    expect(approveToken).not.toHaveBeenCalled()
    expect(writeContract).not.toHaveBeenCalled()
  })

  it('after an approval the pool is read again right before the swap is signed', async () => {
    vi.mocked(readAllowance).mockResolvedValue(0n)
    vi.mocked(approveToken).mockImplementation(async () => {
      reserves = thin
      return '0xa11'
    })
    await expect(swap()).rejects.toBeInstanceOf(QuoteMovedError)
    expect(reads()).toBe(2)
    expect(sent()).toEqual([])
  })

  it('a price that held sends the minimum the member confirmed', async () => {
    await swap()
    expect(reads()).toBe(1)
    expect(sent()[0]?.args).toEqual([
      true,
      buyQuote.amountIn,
      buyQuote.minimumReceived,
      account,
      expect.any(BigInt),
    ])
  })
})

describe('runSellOrder', () => {
  it('a failed sell-permission read reads "Failed to check sell permission, please retry"', async () => {
    const cause = new Error('node down')
    vi.mocked(readContract).mockRejectedValue(cause)
    const failed = await sell().catch((error: unknown) => error)
    expect(chainErrorReason(failed)).toBe('sellPermissionCheckFailed')
    expect((failed as Error).cause).toBe(cause)
  })

  it('a sale not permitted is still the trade check, not the permission read failure', async () => {
    vi.mocked(readContract).mockImplementation((async (_: Config, call: { functionName: string }) =>
      call.functionName === 'sellEnabled'
        ? false
        : permissions[call.functionName]) as unknown as typeof readContract)
    await expect(sell()).rejects.toMatchObject({ name: 'TradeError', reason: 'sellDisabled' })
  })

  it('approves DPINE by name', async () => {
    vi.mocked(readAllowance).mockResolvedValue(0n)
    await sell()
    expect(approveToken).toHaveBeenCalledWith(
      config,
      expect.objectContaining({ symbol: 'DPINE', token: contracts.dpine }),
    )
  })

  it('when gas estimation fails, sends the sale with 800,000 gas at 6 gwei on the app chain', async () => {
    vi.mocked(getPublicClient).mockReturnValue(estimator(() => Promise.reject(new Error('node busy'))))
    await sell()
    expect(sent()).toEqual([
      expect.objectContaining({
        functionName: 'sellDPINEWithMinimum',
        gas: 800_000n,
        gasPrice: 6_000_000_000n,
        chainId: 31337,
      }),
    ])
  })
})
