import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerTexts } from '../../../lib/i18n'
import { showNotice } from '../../../lib/notify'
import type { StepUpSigner } from '../../../platform/wallet/signStepUp'
import { WalletError } from '../../../platform/wallet/walletError'
import { assetsEn } from '../locales/en'
import { assetsZh } from '../locales/zh'
import { TransferForm } from './TransferForm'

const sign = vi.fn<StepUpSigner>()
vi.mock('../../../platform/wallet/useStepUpSigner', () => ({ useStepUpSigner: () => sign }))
vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

registerTexts(assetsZh, assetsEn)

const unit = 10n ** 18n
const recipient = '0b7e4a52-6a61-4c1f-9a43-0f1c2b9d2e11'
const bob = { uuid: recipient, communityNumber: 'C000042', maskedAddress: '0x5B38…ddC4' }
const bobAddress = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
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
  productName: 'DPINE',
  tokens: { USDT: null, DPINE: null },
  contracts: { order: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
  features: {},
  stepUp: { transferThreshold: (100n * unit).toString(), shopPaymentThreshold: (100n * unit).toString() },
  appVersion: '1.0.0',
}
const asset = (currency: string) => ({
  currency,
  available: (500n * unit).toString(),
  pending: '0',
  staked: '0',
  claimable: '0',
  walletBalance: '0',
  contractBalance: '0',
  total: (500n * unit).toString(),
  walletStale: false,
})
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '成功', data }), {
    headers: { 'Content-Type': 'application/json' },
  })

describe('transfer form: step-up and failure texts on screen', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const transfers = () =>
    fetchMock.mock.calls.filter(([input]) => (input as Request).url.endsWith('/app/assets/transfer'))
  const lookups = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .filter((url) => url.pathname === '/app/assets/transfer-recipient')
      .map((url) => url.searchParams.get('to'))
  let transferAnswer: () => Response
  let recipientAnswer: (to: string | null) => Response
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    transferAnswer = () => ok(null)
    recipientAnswer = () => ok(bob)
    fetchMock.mockImplementation(async (input) => {
      const url = new URL((input as Request).url)
      if (url.pathname === '/app/config') return ok(appConfig)
      if (url.pathname === '/app/assets')
        return ok({ address: appConfig.contracts.order, assets: [asset('USDT'), asset('DPINE')] })
      if (url.pathname === '/app/assets/transfer-recipient')
        return recipientAnswer(url.searchParams.get('to'))
      return transferAnswer()
    })
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    sign.mockReset()
    vi.mocked(showNotice).mockReset()
    vi.unstubAllGlobals()
  })

  async function confirmTransfer(amount: string) {
    fireEvent.input(screen.getByTestId('transfer-amount'), { target: { value: amount } })
    fireEvent.click(screen.getByTestId('transfer-submit'))
    fireEvent.click(await screen.findByTestId('transfer-confirm'))
  }

  async function renderForm(to = recipient) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <TransferForm
          depositAction={(currency) => (
            <a data-testid="deposit-action" href={`/deposit?currency=${currency}`}>
              充值
            </a>
          )}
        />
      </QueryClientProvider>,
    )
    fireEvent.input(screen.getByTestId('transfer-uuid'), { target: { value: to } })
    await waitFor(() => expect(screen.getByTestId('transfer-uuid-status').dataset.status).toBe('valid'), {
      timeout: 3_000,
    })
    await waitFor(() => expect(screen.getByTestId('transfer-amount-max')).toBeTruthy())
  }

  it('a refused signature on a large transfer: 用户取消了交易, nothing sent, the form kept', async () => {
    sign.mockRejectedValue(new WalletError('userCancelled'))
    await renderForm()
    await confirmTransfer('200')
    await waitFor(() =>
      expect(showNotice).toHaveBeenCalledWith({
        message: '用户取消了交易',
        logout: false,
        persistent: false,
      }),
    )
    expect(transfers()).toHaveLength(0)
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('200')
    expect((screen.getByTestId('transfer-uuid') as HTMLInputElement).value).toBe(recipient)
  })

  it('a refused transfer shows 转账失败 with the reason', async () => {
    transferAnswer = () =>
      new Response(JSON.stringify({ code: 7, msg: '余额不足', data: { reason: 'insufficientBalance' } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      })
    await renderForm()
    await confirmTransfer('5')
    await waitFor(() =>
      expect(showNotice).toHaveBeenCalledWith({
        message: '转账失败（余额不足）',
        logout: false,
        persistent: true,
      }),
    )
    expect(sign).not.toHaveBeenCalled()
    expect(transfers()).toHaveLength(1)
    // The balance shown was stale: the amount refused says 余额不足 with the way to top up.
    await waitFor(() => expect(screen.getByTestId('transfer-amount-error').textContent).toBe('余额不足 充值'))
    fireEvent.input(screen.getByTestId('transfer-amount'), { target: { value: '4' } })
    expect(screen.queryByTestId('transfer-amount-error')).toBeNull()
  })

  it('an amount above the in-app balance says 余额不足 with Deposit beside it', async () => {
    await renderForm()
    expect(screen.queryByTestId('deposit-action')).toBeNull()
    fireEvent.input(screen.getByTestId('transfer-amount'), { target: { value: '600' } })
    expect(screen.getByTestId('transfer-amount-error').textContent).toBe('余额不足 充值')
    expect(screen.getByTestId('deposit-action').getAttribute('href')).toBe('/deposit?currency=DPINE')
    fireEvent.input(screen.getByTestId('transfer-amount'), { target: { value: '0' } })
    expect(screen.getByTestId('transfer-amount-error').textContent).toBe('金额必须大于0')
    expect(screen.queryByTestId('deposit-action')).toBeNull()
  })
  it('takes a community number or a lower-case address, confirms by community number and masked address, pays the UUID', async () => {
    await renderForm('c000042')
    expect(lookups()).toEqual(['C000042'])
    expect(screen.getByTestId('transfer-uuid-status').textContent).toBe('有效：C000042 · 0x5B38…ddC4')
    fireEvent.input(screen.getByTestId('transfer-uuid'), { target: { value: bobAddress.toLowerCase() } })
    await waitFor(() => expect(lookups()).toEqual(['C000042', bobAddress]))
    await waitFor(() => expect(screen.getByTestId('transfer-uuid-status').dataset.status).toBe('valid'))
    fireEvent.input(screen.getByTestId('transfer-amount'), { target: { value: '5' } })
    fireEvent.click(screen.getByTestId('transfer-submit'))
    await screen.findByTestId('transfer-confirm')
    expect(screen.getByTestId('transfer-confirm-community-number').textContent).toContain('C000042')
    expect(screen.getByTestId('transfer-confirm-address').textContent).toContain('0x5B38…ddC4')
    expect(screen.getByTestId('transfer-confirm-sheet').textContent).not.toContain(recipient)
    fireEvent.click(screen.getByTestId('transfer-confirm'))
    await waitFor(() => expect(transfers()).toHaveLength(1))
    const sent = (await (transfers()[0]?.[0] as Request).json()) as Record<string, unknown>
    expect(sent).toMatchObject({ toUuid: recipient, currency: 'DPINE', amount: String(5n * unit) })
  })

  it('says which forms are accepted for other text, and the reason for an unknown or own recipient', async () => {
    recipientAnswer = (to) =>
      new Response(
        JSON.stringify({
          code: 7,
          msg: to === 'C000001' ? '不能转账给自己' : '用户不存在',
          data: { reason: to === 'C000001' ? 'cannotTransferToSelf' : 'memberNotFound', field: 'to' },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <TransferForm />
      </QueryClientProvider>,
    )
    const status = () => screen.getByTestId('transfer-uuid-status')
    const type = async (value: string, expected: string) => {
      fireEvent.input(screen.getByTestId('transfer-uuid'), { target: { value } })
      await waitFor(() => expect(status().textContent).toBe(expected), { timeout: 3_000 })
      expect(status().dataset.status).toBe('invalid')
    }
    await type('bob', '无效：请输入 UUID、社区编号（如 C000001）或以 0x 开头的钱包地址')
    await type('0x5B38Da6a', '无效：请输入 UUID、社区编号（如 C000001）或以 0x 开头的钱包地址')
    expect(lookups()).toEqual([])
    await type('C999999', '无效：用户不存在')
    await type('C000001', '无效：不能转账给自己')
    fireEvent.click(screen.getByTestId('transfer-submit'))
    expect(screen.queryByTestId('transfer-confirm')).toBeNull()
  })

  it('pastes the clipboard into the recipient field', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { readText: async () => ` ${bobAddress}\n` } })
    vi.stubGlobal('isSecureContext', true)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <TransferForm />
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByTestId('transfer-recipient-paste'))
    await waitFor(() =>
      expect((screen.getByTestId('transfer-uuid') as HTMLInputElement).value).toBe(bobAddress),
    )
    await waitFor(() => expect(screen.getByTestId('transfer-uuid-status').dataset.status).toBe('valid'), {
      timeout: 3_000,
    })
  })
})
