import type { ShoppingCards } from '@vita/shared/schemas/club'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { defaultRulesView } from '../testingRules'
import { CardList } from './CardList'
import { json, ok, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

const price = (224n * 10n ** 18n).toString()
const cards: ShoppingCards = {
  cards: [],
  ordersWithoutCard: [
    {
      id: '6f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
      amount: price,
      status: 'active',
      createdAt: '2026-11-23T10:00:00.000Z',
      blocksLeft: 0,
    },
    {
      id: '7f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
      amount: price,
      status: 'pending',
      createdAt: '2026-11-23T11:00:00.000Z',
      blocksLeft: 0,
    },
  ],
}

describe('my shopping cards', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const posts = () =>
    fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'POST')
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.mocked(showToast).mockReset()
    vi.unstubAllGlobals()
  })

  it('offers "generate card" for an active order and the notice for one that is not active', async () => {
    fetchMock.mockImplementation(async () => ok(cards))
    renderClub(<CardList />)
    expect(await screen.findByTestId('cards-empty')).not.toBeNull()
    const rows = screen.getAllByTestId('order-without-card')
    expect(rows[0]?.querySelector('[data-testid="generate-card"]')).not.toBeNull()
    expect(rows[1]?.textContent).toContain('只有正常状态的订单可以生成购物卡')
    expect(rows[1]?.querySelector('[data-testid="generate-card"]')).toBeNull()
  })

  it('an active order not final yet shows the blocks left instead of "generate card", in zh and en', async () => {
    const waiting = (blocksLeft: number): ShoppingCards => ({
      cards: [],
      ordersWithoutCard: cards.ordersWithoutCard.slice(0, 1).map((order) => ({ ...order, blocksLeft })),
    })
    fetchMock.mockImplementation(async () => ok(waiting(3)))
    renderClub(<CardList />)
    expect((await screen.findByTestId('card-blocks-left')).textContent).toBe('还需 3 个区块确认')
    expect(screen.queryByTestId('generate-card')).toBeNull()
    cleanup()
    await changeLocale('en')
    try {
      for (const [left, text] of [
        [1, '1 more block to confirm'],
        [11, '11 more blocks to confirm'],
      ] as const) {
        fetchMock.mockImplementation(async () => ok(waiting(left)))
        renderClub(<CardList />)
        expect((await screen.findByTestId('card-blocks-left')).textContent).toBe(text)
        cleanup()
      }
    } finally {
      await changeLocale('zh')
    }
  })

  it('generates with an Idempotency-Key and says 购物卡已生成; a network failure says 生成购物卡失败', async () => {
    let postAnswer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'))
    fetchMock.mockImplementation(async (input) =>
      (input as Request).method === 'POST' ? postAnswer() : ok(cards),
    )
    renderClub(<CardList />)
    fireEvent.click(await screen.findByTestId('generate-card'))
    fireEvent.click(await screen.findByTestId('card-confirm'))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('生成购物卡失败', 'fail'))
    postAnswer = async () =>
      json(200, {
        code: 0,
        msg: '成功',
        data: {
          id: '1f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
          orderId: cards.ordersWithoutCard[0]?.id,
          number: '1234567890123456',
          status: 'available',
          value: price,
          remaining: price,
          expiresAt: '2027-11-23T10:00:00.000Z',
          createdAt: '2026-11-23T10:00:00.000Z',
        },
      })
    fireEvent.click(screen.getByTestId('generate-card'))
    fireEvent.click(await screen.findByTestId('card-confirm'))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('购物卡已生成', 'success'))
    const [first, second] = posts()
    expect(first?.headers.get('Idempotency-Key')).toBeTruthy()
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'))
  })

  it('asks first (issue 33): the card value and validity, no fee, not undone; Cancel generates nothing', async () => {
    fetchMock.mockImplementation(async (input) =>
      new URL((input as Request).url).pathname === '/app/club/rules' ? ok(defaultRulesView) : ok(cards),
    )
    renderClub(<CardList />)
    fireEvent.click(await screen.findByTestId('generate-card'))
    const sheet = await screen.findByTestId('card-confirm-sheet')
    await waitFor(() => expect(screen.getByTestId('card-confirm-value').textContent).toBe('卡面金额224 USDT'))
    expect(screen.getByTestId('card-confirm-validity').textContent).toBe('有效期365 天')
    expect(sheet.textContent).toContain('手续费无')
    expect(sheet.textContent).toContain('生成后不可撤销')
    fireEvent.click(screen.getByTestId('card-confirm-cancel'))
    expect(posts()).toEqual([])
    await changeLocale('en')
    try {
      fireEvent.click(screen.getByTestId('generate-card'))
      await waitFor(() =>
        expect(screen.getByTestId('card-confirm-validity').textContent).toBe('Valid for365 days'),
      )
    } finally {
      await changeLocale('zh')
    }
  })

  it('a failed load says 获取购物卡失败 with a retry', async () => {
    fetchMock.mockImplementation(async () => json(500, { code: 500, msg: '服务器内部错误', data: null }))
    renderClub(<CardList />)
    expect((await screen.findByTestId('cards-error')).textContent).toContain('获取购物卡失败')
  })
})
