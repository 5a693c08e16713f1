import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AppConfig } from '@vita/shared/schemas/system'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n'
import { envelope } from '../../../lib/testing/envelope'
import { readBalance } from '../../chain/readBalance'
import { appConfigKeys } from '../../config/getAppConfig'
import { useWalletSetup, type WalletSetup } from '../useWalletSetup'
import type { WalletKit } from '../walletKit'
import { DevFaucetOnDevChain } from './DevFaucetOnDevChain'
import { DEV_WALLET_RDNS } from './devWalletId'

const pending: WalletSetup = { status: 'pending', config: null, connectors: [], kit: null }
vi.mock('../useWalletSetup', () => ({ useWalletSetup: vi.fn() }))
vi.mock('./gate', async (original) => ({
  ...(await original<typeof import('./gate')>()),
  startDevWallet: () => undefined,
}))
vi.mock('../../chain/readBalance', () => ({ readBalance: vi.fn() }))

const address: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const appConfig = (devChain: boolean, chainId: number): AppConfig => ({
  chain: {
    chainId,
    name: 'Vita Dev Chain',
    rpcUrl: 'http://127.0.0.1:8545',
    backupRpcUrl: null,
    explorerUrl: '',
    nativeSymbol: 'BNB',
    nativeDecimals: 18,
  },
  productName: 'DPINE',
  tokens: { USDT: null, DPINE: null },
  contracts: { usdt: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
  features: { devChain },
  stepUp: { transferThreshold: '0', shopPaymentThreshold: '0' },
  appVersion: '1.0.0',
})

/** The page's wallet set up, its store saying the dev wallet is connected with `address`. */
function devWalletConnected(): WalletSetup {
  const connection = { accounts: [address], chainId: 31337, connector: { id: DEV_WALLET_RDNS } }
  const config = {
    state: { status: 'connected', current: 'c', connections: new Map([['c', connection]]) },
    subscribe: () => () => undefined,
  } as unknown as Config
  return { status: 'ready', config, connectors: [], kit: {} as WalletKit }
}

/** Renders the offer once GET /app/config has answered `config`. */
async function renderWith(config: AppConfig) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelope(config)),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <DevFaucetOnDevChain />
    </QueryClientProvider>,
  )
  await waitFor(() => expect(client.getQueryState(appConfigKeys.all)?.status).toBe('success'))
}

describe('the faucet offer on home (issue 33)', () => {
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    vi.mocked(useWalletSetup).mockReset()
    vi.mocked(readBalance).mockReset()
    await i18n.changeLanguage('zh')
  })

  it('off the dev chain never loads the wallet code', async () => {
    vi.mocked(useWalletSetup).mockReturnValue(pending)
    await renderWith(appConfig(false, 56))
    expect(useWalletSetup).not.toHaveBeenCalled()
  })

  it('on the dev chain sets the wallet up to look for a dev wallet short of coins', async () => {
    vi.mocked(useWalletSetup).mockReturnValue(pending)
    await renderWith(appConfig(true, 31337))
    expect(useWalletSetup).toHaveBeenCalledWith(expect.objectContaining({ chainId: 31337 }))
    expect(screen.queryByTestId('dev-faucet-offer')).toBeNull()
  })

  it('offers test coins to a dev-wallet member whose wallet is empty, in the chosen language', async () => {
    await i18n.changeLanguage('en')
    vi.mocked(useWalletSetup).mockReturnValue(devWalletConnected())
    vi.mocked(readBalance).mockResolvedValue(0n)
    await renderWith(appConfig(true, 31337))
    expect((await screen.findByTestId('dev-faucet-offer')).textContent).toContain(
      'Your dev wallet lacks BNB and USDT (0 BNB · 0 USDT): get test coins to go on.',
    )
    expect(screen.getByTestId('dev-faucet-offer-button').textContent).toBe('Get test coins')
    // The app's USDT from /app/config is what the offer reads.
    expect(readBalance).toHaveBeenCalledWith(expect.anything(), {
      account: address,
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
  })
})
