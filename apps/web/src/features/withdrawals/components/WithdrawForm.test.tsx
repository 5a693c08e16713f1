import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerTexts } from '../../../lib/i18n'
import { showNotice } from '../../../lib/notify'
import type { StepUpSigner } from '../../../platform/wallet/signStepUp'
import { WalletError } from '../../../platform/wallet/walletError'
import { withdrawalsEn } from '../locales/en'
import { withdrawalsZh } from '../locales/zh'
import { WithdrawForm } from './WithdrawForm'

const sign = vi.fn<StepUpSigner>()
vi.mock('../../../platform/wallet/useStepUpSigner', () => ({ useStepUpSigner: () => sign }))
vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

registerTexts(withdrawalsZh, withdrawalsEn)

const unit = 10n ** 18n
const member = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const domain = { chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const }
const rules = (fee: bigint) => ({
  rules: [
    {
      currency: 'DPINE',
      minimum: (10n * unit).toString(),
      fee: fee.toString(),
      expectedArrivalMinutes: 30,
      enabled: true,
    },
  ],
})
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('withdraw form: step-up and failure texts on screen', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const posts = () =>
    fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => request.method === 'POST')
  let fee = 1n * unit
  let postAnswer: () => Response
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fee = 1n * unit
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request
      const path = new URL(request.url).pathname
      if (path === '/app/withdrawals/rules') return json(200, { code: 0, msg: '成功', data: rules(fee) })
      if (path === '/app/withdrawals' && request.method === 'GET')
        return json(200, { code: 0, msg: '成功', data: { items: [], nextCursor: null } })
      return postAnswer()
    })
    sign.mockImplementation(async (build) => member.signTypedData(build(domain)))
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    sign.mockReset()
    vi.mocked(showNotice).mockReset()
    vi.unstubAllGlobals()
  })

  async function renderForm(available = 500n * unit) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <WithdrawForm
          availableOf={() => available}
          walletAddress={member.address}
          onRequested={() => undefined}
          depositAction={(currency) => (
            <a data-testid="deposit-action" href={`/deposit?currency=${currency}`}>
              充值
            </a>
          )}
        />
      </QueryClientProvider>,
    )
    // The rules have loaded: the summary shows the expected arrival.
    await screen.findByText('约 30 分钟')
  }

  async function renderAndConfirm() {
    await renderForm()
    fireEvent.input(screen.getByTestId('withdraw-address'), { target: { value: member.address } })
    fireEvent.input(screen.getByTestId('withdraw-amount'), { target: { value: '100' } })
    fireEvent.click(screen.getByTestId('withdraw-submit'))
    fireEvent.click(await screen.findByTestId('withdraw-confirm'))
  }

  it('a refused signature: 用户取消了交易, nothing sent, the form kept', async () => {
    sign.mockRejectedValue(new WalletError('userCancelled'))
    await renderAndConfirm()
    await waitFor(() =>
      expect(showNotice).toHaveBeenCalledWith({
        message: '用户取消了交易',
        logout: false,
        persistent: false,
      }),
    )
    expect(posts()).toHaveLength(0)
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('100')
  })

  it('a refused withdrawal shows 提现失败，请重试 with the reason', async () => {
    postAnswer = () => json(409, { code: 409, msg: '请求冲突，请刷新后重试', data: { reason: 'conflict' } })
    await renderAndConfirm()
    await waitFor(() =>
      expect(showNotice).toHaveBeenCalledWith({
        message: '提现失败，请重试（请求冲突，请刷新后重试）',
        logout: false,
        persistent: false,
      }),
    )
    expect(posts()).toHaveLength(1)
  })

  it('a changed fee: its text, the rules reloaded and the dialog kept open with the new fee to confirm again', async () => {
    postAnswer = () => {
      fee = 2n * unit
      return json(400, { code: 7, msg: '手续费已变更，请确认后重试', data: { reason: 'stepUpFeeChanged' } })
    }
    await renderAndConfirm()
    await waitFor(() =>
      expect(showNotice).toHaveBeenCalledWith({
        message: '手续费已变更，请确认后重试',
        logout: false,
        persistent: false,
      }),
    )
    const dialog = await screen.findByTestId('withdraw-confirm')
    await waitFor(() => expect(document.body.textContent).toContain('98 DPINE'))
    expect(dialog).toBeTruthy()
  })

  it('an amount above the in-app balance says 余额不足 with Deposit beside it', async () => {
    await renderForm(50n * unit)
    fireEvent.input(screen.getByTestId('withdraw-amount'), { target: { value: '100' } })
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('余额不足 充值')
    expect(screen.getByTestId('deposit-action').getAttribute('href')).toBe('/deposit?currency=DPINE')
    fireEvent.input(screen.getByTestId('withdraw-amount'), { target: { value: '20' } })
    expect(screen.queryByTestId('deposit-action')).toBeNull()
  })

  it('a withdrawal the API refuses for want of balance says 余额不足 with Deposit beside it', async () => {
    postAnswer = () => json(400, { code: 7, msg: '余额不足', data: { reason: 'insufficientBalance' } })
    await renderAndConfirm()
    await waitFor(() => expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('余额不足 充值'))
    expect(posts()).toHaveLength(1)
  })
})
