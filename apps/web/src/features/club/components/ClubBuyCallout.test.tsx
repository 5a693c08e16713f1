import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLocale } from '../../../lib/i18n'
import { ClubBuyCallout } from './ClubBuyCallout'
import { json, ok, pendingOrder, purchaseAnswer, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

const answer = (respond: () => Promise<Response>) => vi.stubGlobal('fetch', vi.fn(respond))
const link = () => screen.getByTestId('club-buy-callout-link')

describe('the buy entry on the team screen and Mine (issue 33)', () => {
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    await changeLocale('zh')
  })

  it('leads to the buy screen at once, before the figures arrive', () => {
    answer(() => new Promise<Response>(() => undefined))
    renderClub(<ClubBuyCallout />)
    expect(link().getAttribute('href')).toBe('/vita-club/buy')
    expect(link().textContent).toBe('立即购买')
  })

  it('shows the price and the orders left', async () => {
    answer(async () => ok(purchaseAnswer()))
    renderClub(<ClubBuyCallout />)
    expect((await screen.findByTestId('club-buy-callout-detail')).textContent).toBe(
      '每单 224 USDT · 剩余可购 3 / 4 单',
    )
  })

  it('with every order bought it leads to the orders; with an open one it continues the payment', async () => {
    answer(async () => ok(purchaseAnswer({ ordersUsed: 4, remainingOrders: 0 })))
    renderClub(<ClubBuyCallout testId="mine-club-entry" />)
    expect((await screen.findByTestId('mine-club-entry-detail')).textContent).toBe('已购满 4 单')
    expect(screen.getByTestId('mine-club-entry-link').getAttribute('href')).toBe('/vita-club/orders')
    cleanup()
    answer(async () => ok(purchaseAnswer({ openOrder: pendingOrder })))
    renderClub(<ClubBuyCallout />)
    await screen.findByTestId('club-buy-callout-detail')
    expect(link().textContent).toBe('继续支付')
  })

  it('when the figures fail it still says what the club offers and leads to the buy screen, in English too', async () => {
    await changeLocale('en')
    answer(async () => json(500, { code: 500, msg: '服务器内部错误', data: null }))
    renderClub(<ClubBuyCallout />)
    expect((await screen.findByTestId('club-buy-callout-detail')).textContent).toBe(
      'Buy an order for dividend shares and DPINE back',
    )
    expect(link().getAttribute('href')).toBe('/vita-club/buy')
    expect(link().textContent).toBe('Buy now')
  })
})
