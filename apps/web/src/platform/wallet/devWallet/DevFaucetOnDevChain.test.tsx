import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AppConfig } from '@vita/shared/schemas/system'
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope } from '../../../lib/testing/envelope'
import { appConfigKeys } from '../../config/getAppConfig'
import { useWalletSetup } from '../useWalletSetup'
import { DevFaucetOnDevChain } from './DevFaucetOnDevChain'

vi.mock('../useWalletSetup', () => ({
  useWalletSetup: vi.fn(() => ({ status: 'pending', config: null, connectors: [], kit: null })),
}))
vi.mock('./gate', async (original) => ({
  ...(await original<typeof import('./gate')>()),
  startDevWallet: () => undefined,
}))

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

/** Renders the offer once GET /app/config has answered `config`. */
async function renderWith(config: AppConfig) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelope(config)),
  )
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <DevFaucetOnDevChain />
    </QueryClientProvider>,
  )
  await waitFor(() => expect(client.getQueryState(appConfigKeys.all)?.status).toBe('success'))
}

describe('the faucet offer on home (issue 33)', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.mocked(useWalletSetup).mockClear()
  })

  it('off the dev chain never loads the wallet code', async () => {
    await renderWith(appConfig(false, 56))
    expect(useWalletSetup).not.toHaveBeenCalled()
  })

  it('on the dev chain sets the wallet up to look for a dev wallet short of coins', async () => {
    await renderWith(appConfig(true, 31337))
    expect(useWalletSetup).toHaveBeenCalledWith(expect.objectContaining({ chainId: 31337 }))
  })
})
