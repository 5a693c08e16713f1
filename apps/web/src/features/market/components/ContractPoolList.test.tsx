import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerTexts } from '../../../lib/i18n'
import { envelope } from '../../../lib/testing/envelope'
import { renderAt } from '../../../lib/testing/renderAt'
import { marketEn } from '../locales/en'
import { marketZh } from '../locales/zh'
import { ContractPoolList } from './ContractPoolList'

registerTexts(marketZh, marketEn)

const E18 = 10n ** 18n
const usdt = (n: bigint) => (n * E18).toString()
const pools = {
  centralBank: { ratioBps: 7500, totalAmount: usdt(17_136n), updatedAt: '2026-11-29T00:00:00.000Z' },
  fee: { ratioBps: 1000, totalAmount: usdt(2_284n), updatedAt: '2026-11-29T00:00:00.000Z' },
  stale: false,
}
const reconciliation = {
  pools: [
    {
      vault: 'staticDividend',
      address: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      ratioBps: 1500,
      onChain: usdt(3_427n),
      accounts: [{ code: 'static_dividend_pool', balance: usdt(1_200n) }],
      books: usdt(1_200n),
      difference: usdt(2_227n),
    },
    {
      vault: 'centralBank',
      address: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
      ratioBps: 7500,
      onChain: usdt(17_136n),
      accounts: [
        { code: 'central_bank_pool', balance: usdt(14_851n) },
        { code: 'dynamic_pool', balance: usdt(2_285n) },
      ],
      books: usdt(17_136n),
      difference: '0',
    },
    {
      vault: 'fee',
      address: null,
      ratioBps: 1000,
      onChain: usdt(2_284n),
      accounts: [{ code: 'fee_pool', balance: usdt(2_300n) }],
      books: usdt(2_300n),
      difference: (-16n * E18).toString(),
    },
  ],
  stale: false,
  readAt: '2026-11-29T00:00:00.000Z',
}

describe('contract pools', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async (input: Request) =>
      envelope(new URL(input.url).pathname === '/app/pools' ? pools : reconciliation),
    )
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('says the vaults are on chain, what the books make of the central bank share, and reconciles each vault', async () => {
    renderAt('/', '/', <ContractPoolList />)
    expect((await screen.findByTestId('pools-on-chain')).textContent).toContain('链上金库余额')
    expect(screen.getByTestId('pools-central-bank-ratio').textContent).toBe(
      '75%（其中 10% 在应用账本中记为动态分红池）'.replace('（', ' (').replace('）', ')'),
    )
    const central = await screen.findByTestId('reconcile-centralBank')
    expect(within(central).getByText('账本 (央行池 + 动态分红池)')).toBeTruthy()
    expect(screen.getByTestId('reconcile-staticDividend-difference').textContent).toBe('+2,227')
    expect(screen.getByTestId('reconcile-fee-difference').textContent).toBe('−16')
    expect(screen.getByTestId('reconcile-centralBank-difference').textContent).toBe('0')
  })
})
