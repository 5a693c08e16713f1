import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Address } from 'viem'
import { registerTexts } from '../../../lib/i18n'
import { renderAt } from '../../../lib/testing/renderAt'
import type { useDeposit } from '../hooks/useDeposit'
import { depositsEn } from '../locales/en'
import { depositsZh } from '../locales/zh'
import { DepositForm } from './DepositForm'

const UNIT = 10n ** 18n
vi.mock('../hooks/useMinimumDeposit', () => ({ useMinimumDeposit: () => ({ data: 100n * UNIT }) }))

registerTexts(depositsZh, depositsEn)

const MEMBER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const contracts = { deposit: MEMBER, token: MEMBER }

function renderForm(deposit = vi.fn(async () => true)) {
  const flow = {
    setup: { connectors: [] },
    choice: null,
    config: null,
    contractsFor: () => contracts,
    explorerUrl: null,
    progress: null,
    busy: false,
    sent: null,
    deposit,
  } as unknown as ReturnType<typeof useDeposit>
  renderAt(
    '/',
    '/',
    <DepositForm
      flow={flow}
      initialCurrency="DPINE"
      walletBalanceOf={(currency) => (currency === 'DPINE' ? 50_000n * UNIT : 0n)}
      memberWallet={MEMBER}
      confirmationsRequired={12}
    />,
  )
  return deposit
}

describe('deposit form', () => {
  afterEach(cleanup)

  it('shows the wallet balance, the minimum and the confirmations, and deposits what was typed', async () => {
    const deposit = renderForm()
    expect(screen.getByText('钱包余额：50,000 DPINE')).toBeTruthy()
    expect(screen.getByTestId('deposit-terms').textContent).toBe(
      '最少充值 100 DPINE · 到账需要 12 个区块确认',
    )
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '10000' } })
    fireEvent.click(screen.getByTestId('deposit-submit'))
    expect(deposit).toHaveBeenCalledWith('DPINE', 10_000n * UNIT, MEMBER)
    // Mined: the amount is cleared for the next one.
    await vi.waitFor(() => expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe(''))
  })

  it('refuses below the minimum and above the wallet balance, each said of the wallet, and sends nothing', () => {
    const deposit = renderForm()
    const amount = screen.getByTestId('deposit-amount')
    fireEvent.change(amount, { target: { value: '50' } })
    fireEvent.click(screen.getByTestId('deposit-submit'))
    expect(screen.getByText('低于最少充值数量')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '60000' } })
    fireEvent.click(screen.getByTestId('deposit-submit'))
    expect(screen.getByText('钱包余额不足')).toBeTruthy()
    expect(deposit).not.toHaveBeenCalled()
  })
})
