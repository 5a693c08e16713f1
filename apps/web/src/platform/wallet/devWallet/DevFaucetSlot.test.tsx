import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { envelope } from '../../../lib/testing/envelope'
import { readBalance } from '../../chain/readBalance'
import { DevFaucetSlot } from './DevFaucetSlot'
import { DEV_WALLET_RDNS } from './devWalletId'

vi.mock('../../../lib/notify', () => ({ showToast: vi.fn(), reportError: vi.fn() }))
vi.mock('../../chain/readBalance', () => ({ readBalance: vi.fn() }))

const address: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdt: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const unit = 10n ** 18n

/** A wagmi config whose store says `connectorId` is connected with `address`. */
function connectedWith(connectorId: string): Config {
  const connection = { accounts: [address], chainId: 31337, connector: { id: connectorId } }
  return {
    state: { status: 'connected', current: 'c', connections: new Map([['c', connection]]) },
    subscribe: () => () => undefined,
  } as unknown as Config
}

function renderSlot(config: Config, props: { usdtNeeded?: bigint; onFunded?: () => void } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <DevFaucetSlot config={config} usdt={usdt} {...props} />
    </QueryClientProvider>,
  )
}

let balances = { bnb: 0n, usdt: 0n }
const fetchMock = vi.fn<typeof fetch>()

describe('the faucet offered to a dev-wallet member short of coins (issue 33)', () => {
  beforeEach(() => {
    balances = { bnb: 0n, usdt: 0n }
    vi.mocked(readBalance).mockImplementation(async (_config, { token }) =>
      token ? balances.usdt : balances.bnb,
    )
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async () => {
      balances = { bnb: unit, usdt: 1_000n * unit }
      return envelope({
        address,
        BNB: { amount: unit.toString(), txHash: `0x${'1'.repeat(64)}` },
        USDT: { amount: (1_000n * unit).toString(), txHash: `0x${'2'.repeat(64)}` },
      })
    })
  })
  afterEach(async () => {
    cleanup()
    vi.clearAllMocks()
    vi.unstubAllGlobals()
    await i18n.changeLanguage('zh')
  })

  it('an empty dev wallet is offered test coins; one tap sends them and the offer goes', async () => {
    const onFunded = vi.fn()
    renderSlot(connectedWith(DEV_WALLET_RDNS), { onFunded })
    const offer = await screen.findByTestId('dev-faucet-offer')
    expect(offer.textContent).toContain('开发钱包缺少 BNB 和 USDT（0 BNB · 0 USDT）')
    fireEvent.click(screen.getByTestId('dev-faucet-offer-button'))
    await waitFor(() => expect(screen.queryByTestId('dev-faucet-offer')).toBeNull())
    const request = fetchMock.mock.calls[0]?.[0] as Request
    expect(new URL(request.url).pathname).toBe('/app/dev/faucet')
    expect(await request.json()).toEqual({ address })
    expect(showToast).toHaveBeenCalledWith('已到账 1 BNB 和 1,000 USDT', 'success')
    expect(onFunded).toHaveBeenCalledTimes(1)
  })

  it('says in English what is short: USDT below the club order price', async () => {
    await i18n.changeLanguage('en')
    balances = { bnb: unit, usdt: 100n * unit }
    renderSlot(connectedWith(DEV_WALLET_RDNS), { usdtNeeded: 224n * unit })
    expect((await screen.findByTestId('dev-faucet-offer')).textContent).toContain(
      'Your dev wallet has too little USDT (100 USDT): get test coins to go on.',
    )
    expect(screen.getByTestId('dev-faucet-offer-button').textContent).toBe('Get test coins')
  })

  it('a failed balance read still offers the faucet', async () => {
    vi.mocked(readBalance).mockRejectedValue(new Error('node down'))
    renderSlot(connectedWith(DEV_WALLET_RDNS))
    expect((await screen.findByTestId('dev-faucet-offer')).textContent).toContain('开发钱包余额读取失败')
  })

  it('nothing for a funded dev wallet, nor for any other wallet', async () => {
    balances = { bnb: unit, usdt: 1_000n * unit }
    renderSlot(connectedWith(DEV_WALLET_RDNS))
    await waitFor(() => expect(readBalance).toHaveBeenCalledTimes(2))
    expect(screen.queryByTestId('dev-faucet-offer')).toBeNull()
    cleanup()
    balances = { bnb: 0n, usdt: 0n }
    renderSlot(connectedWith('io.metamask'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByTestId('dev-faucet-offer')).toBeNull()
  })
})
