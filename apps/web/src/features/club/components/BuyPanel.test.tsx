import type { ClubOrderView, ClubPurchase } from '@vita/shared/schemas/club'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BuyPanel } from './BuyPanel'
import { ok, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

const price = (224n * 10n ** 18n).toString()
const pendingOrder: ClubOrderView = {
  id: '6f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
  status: 'pending',
  amount: price,
  shares: '1',
  staticEarned: '0',
  staticCap: price,
  dynamicEarned: '0',
  dynamicCap: price,
  mintAmount: '0',
  dpineReturned: null,
  txHash: null,
  communityNumber: null,
  activationDay: null,
  failureReason: null,
  hasCard: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
}
const purchase = (over: Partial<ClubPurchase> = {}): ClubPurchase => ({
  orderPrice: price,
  maxOrders: 4,
  ordersUsed: 1,
  remainingOrders: 3,
  referrerAddress: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  activation: 'whitelisted',
  openOrder: null,
  ...over,
})

describe('the buy screen before anything is sent', () => {
  let answer: ClubPurchase
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) =>
        new URL(input.url).pathname === '/app/club/purchase'
          ? ok(answer)
          : new Promise<Response>(() => undefined),
      ),
    )
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows the price, the remaining orders and an enabled pay button', async () => {
    answer = purchase()
    renderClub(<BuyPanel />)
    expect((await screen.findByTestId('buy-remaining')).textContent).toContain('剩余可购 3 / 4 单')
    expect(screen.getByTestId('buy-submit').textContent).toContain('支付 224 USDT 购买')
    expect(screen.getByTestId('buy-submit').hasAttribute('disabled')).toBe(false)
  })

  it('without a referrer says the spec text, links to /bind-referrer and cannot pay', async () => {
    answer = purchase({ referrerAddress: null })
    renderClub(<BuyPanel />)
    const notice = await screen.findByTestId('buy-no-referrer')
    expect(notice.textContent).toContain('您没有推荐人，无法下单')
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/bind-referrer')
    expect(screen.getByTestId('buy-submit').hasAttribute('disabled')).toBe(true)
  })

  it('while the wallet is not whitelisted says activation pending and cannot pay', async () => {
    answer = purchase({ activation: 'sent' })
    renderClub(<BuyPanel />)
    expect(await screen.findByTestId('buy-activation-pending')).not.toBeNull()
    expect(screen.getByTestId('buy-submit').hasAttribute('disabled')).toBe(true)
  })

  it('with no order left cannot pay', async () => {
    answer = purchase({ ordersUsed: 4, remainingOrders: 0 })
    renderClub(<BuyPanel />)
    expect(await screen.findByTestId('buy-limit-reached')).not.toBeNull()
    expect(screen.getByTestId('buy-submit').hasAttribute('disabled')).toBe(true)
  })

  it('an open pending order on arrival is offered to continue or cancel, without a second community number', async () => {
    answer = purchase({ openOrder: pendingOrder })
    renderClub(<BuyPanel />)
    expect(await screen.findByTestId('buy-open-order')).not.toBeNull()
    expect(screen.getByTestId('buy-submit').textContent).toContain('继续支付')
    expect(screen.getByTestId('buy-cancel')).not.toBeNull()
    expect(screen.queryByTestId('buy-community-number')).toBeNull()
  })
})
