import type { ClubPurchase } from '@vita/shared/schemas/club'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { defaultRulesView } from '../testingRules'
import { BuyPanel } from './BuyPanel'
import { ok, pendingOrder, purchaseAnswer, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

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
    answer = purchaseAnswer()
    renderClub(<BuyPanel />)
    expect((await screen.findByTestId('buy-remaining')).textContent).toContain('剩余可购 3 / 4 单')
    expect(screen.getByTestId('buy-submit').textContent).toContain('支付 224 USDT 购买')
    expect(screen.getByTestId('buy-submit').hasAttribute('disabled')).toBe(false)
  })

  it('without a referrer says the spec text, links to /bind-referrer and cannot pay', async () => {
    answer = purchaseAnswer({ referrerAddress: null })
    renderClub(<BuyPanel />)
    const notice = await screen.findByTestId('buy-no-referrer')
    expect(notice.textContent).toContain('您没有推荐人，无法下单')
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/bind-referrer')
    expect(screen.getByTestId('buy-submit').hasAttribute('disabled')).toBe(true)
  })

  it('while the wallet is not whitelisted says activation pending and cannot pay', async () => {
    answer = purchaseAnswer({ activation: 'sent' })
    renderClub(<BuyPanel />)
    expect(await screen.findByTestId('buy-activation-pending')).not.toBeNull()
    expect(screen.getByTestId('buy-submit').hasAttribute('disabled')).toBe(true)
  })

  it('with no order left cannot pay', async () => {
    answer = purchaseAnswer({ ordersUsed: 4, remainingOrders: 0 })
    renderClub(<BuyPanel />)
    expect(await screen.findByTestId('buy-limit-reached')).not.toBeNull()
    expect(screen.getByTestId('buy-submit').hasAttribute('disabled')).toBe(true)
  })

  it('an open pending order on arrival is offered to continue or cancel, without a second community number', async () => {
    answer = purchaseAnswer({ openOrder: pendingOrder })
    renderClub(<BuyPanel />)
    expect(await screen.findByTestId('buy-open-order')).not.toBeNull()
    expect(screen.getByTestId('buy-submit').textContent).toContain('继续支付')
    expect(screen.getByTestId('buy-cancel')).not.toBeNull()
    expect(screen.queryByTestId('buy-community-number')).toBeNull()
  })
})

describe('the buy screen asks before money leaves (issue 33)', () => {
  let answer: ClubPurchase
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const path = new URL(input.url).pathname
        if (path === '/app/club/purchase') return ok(answer)
        if (path === '/app/club/rules') return ok(defaultRulesView)
        // /app/config never answers: the wallet stays unconfigured, so a payment stops at once.
        return new Promise<Response>(() => undefined)
      }),
    )
  })
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    vi.mocked(showToast).mockClear()
    await i18n.changeLanguage('zh')
  })

  it('the pay button opens a sheet with the price, what comes back and the network fee; Cancel pays nothing', async () => {
    answer = purchaseAnswer()
    renderClub(<BuyPanel />)
    fireEvent.click(await screen.findByTestId('buy-submit'))
    const sheet = await screen.findByTestId('buy-confirm-sheet')
    expect(screen.getByTestId('buy-confirm-pay').textContent).toBe('支付224 USDT')
    await waitFor(() =>
      expect(screen.getByTestId('buy-confirm-receive').textContent).toBe(
        '获得1 份分红份额，返还 15% 价值的 DPINE',
      ),
    )
    expect(sheet.textContent).toContain('静态池 15% · 央行池 75% · 手续费池 10%')
    expect(screen.getByTestId('buy-confirm-remaining').textContent).toContain('2 / 4 单')
    expect(sheet.textContent).toContain('网络手续费（Gas）以 BNB 另付')
    fireEvent.click(screen.getByTestId('buy-confirm-cancel'))
    expect(showToast).not.toHaveBeenCalled()
  })

  it('Confirm starts the payment', async () => {
    answer = purchaseAnswer()
    renderClub(<BuyPanel />)
    fireEvent.click(await screen.findByTestId('buy-submit'))
    fireEvent.click(await screen.findByTestId('buy-confirm'))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('合约未初始化', 'fail'))
  })

  it('says it in English, one share in the singular', async () => {
    await i18n.changeLanguage('en')
    answer = purchaseAnswer({ openOrder: pendingOrder })
    renderClub(<BuyPanel />)
    fireEvent.click(await screen.findByTestId('buy-submit'))
    await waitFor(() =>
      expect(screen.getByTestId('buy-confirm-receive').textContent).toBe(
        'You receive1 dividend share and 15% of the value back in DPINE',
      ),
    )
    // Paying the open order leaves the remaining count as it is.
    expect(screen.getByTestId('buy-confirm-remaining').textContent).toBe('Orders left after this one3 of 4')
  })
})
