import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, orderFixture, renderAt, requestOf, UNIT } from '../testing'
import { PaymentView } from './PaymentView'

vi.mock('../../../lib/notify', () => ({ showToast: vi.fn() }))

const CARD = '1234567812345678'
const SECRET = 'abcdefABCD12'

describe('the payment page', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let order = orderFixture()
  let history: { from: string | null; to: string; at: string }[] = []
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request
      const path = new URL(request.url).pathname
      if (path === '/app/club/cards/check')
        return envelope({
          number: CARD,
          status: 'available',
          value: (50n * UNIT).toString(),
          remaining: (30n * UNIT).toString(),
          expiresAt: '2027-01-01T00:00:00.000Z',
        })
      if (path.endsWith('/pay')) return envelope({ ...order, status: 'pending_shipment' })
      return envelope({ ...order, history, logistics: null })
    })
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    order = orderFixture()
    history = []
  })
  const open = () =>
    renderAt(
      '/payment/:orderNo',
      `/payment/${order.orderNo}`,
      <PaymentView orderNo={order.orderNo} availableUsdt={500n * UNIT} />,
    )

  it('shows the amount due and the time left; a card covers its value and the balance the rest', async () => {
    open()
    expect((await screen.findByTestId('payment-due')).textContent).toBe('100 USDT')
    expect(screen.getByTestId('payment-time-left').textContent).toMatch(/2\d:\d\d/)
    fireEvent.click(screen.getByTestId('pay-method-card'))
    fireEvent.input(screen.getByTestId('card-number'), { target: { value: CARD } })
    fireEvent.input(screen.getByTestId('card-secret'), { target: { value: SECRET } })
    fireEvent.click(screen.getByTestId('card-check'))
    expect((await screen.findByTestId('card-covers')).textContent).toContain('30 USDT')
    expect(screen.getByTestId('balance-rest').textContent).toContain('70 USDT')
    fireEvent.click(screen.getByTestId('pay-card'))
    expect((await screen.findByTestId('place')).textContent).toBe(`/order/${order.orderNo}`)
    const pay = fetchMock.mock.calls.map(requestOf).find((request) => request.url.endsWith('/pay'))!
    expect(pay.headers.get('Idempotency-Key')).toBeTruthy()
    expect(await pay.json()).toEqual({ method: 'card', cardNumber: CARD, cardSecret: SECRET })
  })

  it('pays from the balance', async () => {
    open()
    fireEvent.click(await screen.findByTestId('pay-balance'))
    await waitFor(() => expect(screen.getByTestId('place').textContent).toBe(`/order/${order.orderNo}`))
  })

  it('says the order expired once pay_by has passed', async () => {
    order = orderFixture({ payBy: new Date(Date.now() - 1000).toISOString() })
    open()
    expect((await screen.findByTestId('payment-expired')).textContent).toContain('订单已超时取消')
  })

  it('says the member cancelled an order cancelled before pay_by, not that its time ran out', async () => {
    const placed = new Date(Date.now() - 60_000).toISOString()
    order = orderFixture({ status: 'cancelled' })
    history = [
      { from: null, to: 'pending_payment', at: placed },
      { from: 'pending_payment', to: 'cancelled', at: new Date().toISOString() },
    ]
    open()
    expect((await screen.findByTestId('payment-cancelled')).textContent).toContain('订单已取消')
    expect(screen.queryByTestId('payment-expired')).toBeNull()
  })

  it('says the time ran out for an order the expiry job cancelled at pay_by', async () => {
    const payBy = new Date(Date.now() - 1000).toISOString()
    order = orderFixture({ status: 'cancelled', payBy })
    history = [
      { from: null, to: 'pending_payment', at: new Date(Date.now() - 1_801_000).toISOString() },
      { from: 'pending_payment', to: 'cancelled', at: payBy },
    ]
    open()
    expect((await screen.findByTestId('payment-expired')).textContent).toContain('订单已超时取消')
  })
})
