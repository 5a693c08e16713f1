import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Deposit } from '@vita/shared/schemas/deposits'
import { changeLocale, registerTexts } from '../../../lib/i18n'
import { envelope } from '../../../lib/testing/envelope'
import { renderAt } from '../../../lib/testing/renderAt'
import { depositsEn } from '../locales/en'
import { depositsZh } from '../locales/zh'
import { DepositList } from './DepositList'

registerTexts(depositsZh, depositsEn)

const UNIT = 10n ** 18n
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const deposit = (overrides: Partial<Deposit>): Deposit => ({
  id: '1',
  currency: 'DPINE',
  amount: (50_000n * UNIT).toString(),
  status: 'pending',
  txHash: hash(1),
  confirmations: 4,
  confirmationsRequired: 12,
  createdAt: '2026-11-29T01:00:00.000Z',
  creditedAt: null,
  ...overrides,
})

describe('deposit list', () => {
  let items: Deposit[] = []
  beforeEach(() => {
    vi.stubGlobal('fetch', async () => envelope({ items, nextCursor: null }))
  })
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    await changeLocale('zh')
  })

  it('shows a pending deposit with its confirmations and a credited one, each linked to the explorer', async () => {
    items = [
      deposit({ id: '2', txHash: hash(2) }),
      deposit({ id: '1', status: 'credited', currency: 'USDT', amount: (25n * UNIT).toString() }),
    ]
    renderAt('/', '/', <DepositList sent={null} explorerUrl="https://bscscan.com/" />)
    await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(2))
    const [pending, credited] = screen.getAllByTestId('deposit-status')
    expect(pending?.textContent).toBe('确认中 4/12')
    expect(credited?.textContent).toBe('已到账')
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe(`https://bscscan.com/tx/${hash(2)}`)
    expect(screen.getAllByTestId('deposit-row')[1]?.textContent).toContain('25 USDT')
  })

  it('keeps a just-sent transaction on top until the list has it, and explains a reversed deposit', async () => {
    items = [deposit({ status: 'reversed' })]
    await changeLocale('en')
    renderAt('/', '/', <DepositList sent={hash(9)} explorerUrl={null} />)
    await screen.findByTestId('deposit-sent')
    expect(screen.getByTestId('deposit-sent').textContent).toContain(
      'Deposit sent, waiting for block confirmations',
    )
    expect(screen.getByTestId('deposit-row').textContent).toContain('credit was taken back')
  })

  it('says when there is nothing yet', async () => {
    items = []
    renderAt('/', '/', <DepositList sent={null} explorerUrl={null} />)
    await screen.findByText('暂无充值记录')
  })
})
