import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { readContract } from 'wagmi/actions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerTexts } from '../../../lib/i18n'
import { renderAt } from '../../../lib/testing/renderAt'
import { runSwap } from '../flows/runSwap'
import { swapEn } from '../locales/en'
import { swapZh } from '../locales/zh'
import { SWAP_SETTINGS_KEY } from '../slippage'
import { SwapTrade } from './SwapTrade'

vi.mock('../../../lib/notify', () => ({ showToast: vi.fn(), reportError: vi.fn() }))
vi.mock('wagmi/actions', () => ({ readContract: vi.fn(), watchBlockNumber: vi.fn(() => () => undefined) }))
vi.mock('../../../platform/chain/readBalance', () => ({
  readBalance: vi.fn(async () => 1_000n * 10n ** 18n),
}))
vi.mock('../flows/runSwap', () => ({ runSwap: vi.fn(async () => 1n) }))

const account: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const config = {
  chains: [{ id: 31337 }],
  state: { status: 'disconnected', connections: new Map(), current: null },
  subscribe: () => () => undefined,
} as unknown as Config
vi.mock('../hooks/useTradeWallet', () => ({
  useTradeWallet: () => ({
    setup: { status: 'ready', connectors: [] },
    config,
    contracts: {
      usdt: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      dpine: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      pool: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      order: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    },
    account,
    connect: async () => account,
    choice: null,
  }),
}))

registerTexts(swapZh, swapEn)
const unit = 10n ** 18n

describe('a swap asks before the wallet does (issue 33)', () => {
  beforeEach(() => {
    localStorage.removeItem(SWAP_SETTINGS_KEY)
    vi.mocked(readContract).mockImplementation((async (_: Config, call: { functionName: string }) =>
      call.functionName === 'getReserves'
        ? [1_000n * unit, 1_000n * unit]
        : call.functionName === 'isBlacklisted'
          ? false
          : true) as unknown as typeof readContract)
  })
  afterEach(() => {
    cleanup()
    vi.clearAllMocks()
  })

  async function typeAndSubmit() {
    renderAt('/swap', '/swap', <SwapTrade />)
    fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value: '100' } })
    await waitFor(() => expect(screen.getByTestId('swap-quote-out').textContent).not.toBe('0'))
    fireEvent.click(screen.getByTestId('swap-submit'))
    return screen.findByTestId('swap-confirm-sheet')
  }

  it('shows what is paid, the fee, what is received and the network fee; nothing runs until Confirm', async () => {
    const sheet = await typeAndSubmit()
    expect(screen.getByTestId('swap-confirm-pay').textContent).toContain('100 USDT')
    expect(screen.getByTestId('swap-confirm-fee').textContent).toContain('0.25 USDT')
    expect(screen.getByTestId('swap-confirm-receive').textContent).toBe(
      `获得（预计）${screen.getByTestId('swap-quote-out').textContent} DPINE`,
    )
    expect(sheet.textContent).toContain('网络手续费（Gas）以 BNB 另付')
    expect(runSwap).not.toHaveBeenCalled()

    fireEvent.click(screen.getByTestId('swap-confirm'))
    await waitFor(() => expect(runSwap).toHaveBeenCalledTimes(1))
    expect(vi.mocked(runSwap).mock.calls[0]?.[0].quote.amountIn).toBe(100n * unit)
  })

  it('Cancel sends nothing', async () => {
    await typeAndSubmit()
    fireEvent.click(screen.getByTestId('swap-confirm-cancel'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(runSwap).not.toHaveBeenCalled()
  })

  it('at the 0 % default warns and offers 0.5 % in one tap, which lowers the minimum and is stored', async () => {
    await typeAndSubmit()
    const minimum = () => screen.getByTestId('swap-confirm-minimum').textContent
    const before = minimum()
    expect(screen.getByTestId('swap-confirm-slippage-warning').textContent).toContain(
      '滑点过低，交易可能失败',
    )
    fireEvent.click(screen.getByTestId('swap-confirm-slippage-warning-fix'))
    expect(screen.getByTestId('swap-confirm-slippage').textContent).toContain('0.5%')
    expect(minimum()).not.toBe(before)
    expect(screen.queryByTestId('swap-confirm-slippage-warning')).toBeNull()
    expect(JSON.parse(localStorage.getItem(SWAP_SETTINGS_KEY) ?? '{}')).toMatchObject({ slippageBps: '50' })
    fireEvent.click(screen.getByTestId('swap-confirm'))
    await waitFor(() => expect(runSwap).toHaveBeenCalledTimes(1))
    expect(vi.mocked(runSwap).mock.calls[0]?.[0].settings.slippageBps).toBe(50n)
  })

  it('the form itself offers 0.5 % under the quote while the slippage is 0 %', async () => {
    renderAt('/swap', '/swap', <SwapTrade />)
    fireEvent.click(screen.getByTestId('swap-slippage-warning-fix'))
    expect(screen.getByTestId('swap-slippage').textContent).toBe('0.5%')
  })
})
