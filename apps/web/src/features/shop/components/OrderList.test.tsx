import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showToast } from '../../../lib/notify'
import { envelope, orderFixture, renderAt, requestOf } from '../testing'
import { OrderList } from './OrderList'

vi.mock('../../../lib/notify', () => ({ showToast: vi.fn() }))

describe('my orders', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request
      if (request.method === 'POST') return envelope(orderFixture({ status: 'completed' }))
      const tab = new URL(request.url).searchParams.get('tab')
      const status = tab === 'all' ? 'pending_payment' : 'pending_receipt'
      return envelope({ items: [orderFixture({ status })], nextCursor: null })
    })
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.mocked(showToast).mockReset()
    vi.unstubAllGlobals()
  })

  it('lists an unpaid order with pay now and cancel; pay now opens the payment page', async () => {
    renderAt('/orders', '/orders', <OrderList />)
    const card = await screen.findByTestId('order-card')
    expect(card.textContent).toContain('待付款')
    // Not paid yet: the amount is due, not 实付 (issue 33 item 16).
    expect(screen.getByTestId('order-total').textContent).toBe('应付 100 USDT')
    expect(screen.getByTestId('order-cancel')).not.toBeNull()
    fireEvent.click(screen.getByTestId('order-pay'))
    expect((await screen.findByTestId('place')).textContent).toBe('/payment/SO20261122001')
  })

  it('asks whether the goods arrived before confirming receipt, then says "receipt confirmed"', async () => {
    renderAt('/orders', '/orders?tab=pending_receipt', <OrderList />)
    fireEvent.click(await screen.findByTestId('order-confirm-receipt'))
    expect(screen.getByTestId('order-total').textContent).toBe('实付 100 USDT')
    expect(await screen.findByText('您是否已收到商品？')).not.toBeNull()
    fireEvent.click(screen.getByTestId('order-receipt-confirm'))
    await waitFor(() => expect(vi.mocked(showToast)).toHaveBeenCalledWith('确认收货成功', 'success'))
    const post = fetchMock.mock.calls.map(requestOf).find((request) => request.method === 'POST')!
    expect(new URL(post.url).pathname).toBe('/app/shop/orders/SO20261122001/receipt')
  })

  it('shows the order-list failure text with a retry', async () => {
    fetchMock.mockImplementation(async () => envelope(null, 500, 500, '服务器内部错误'))
    renderAt('/orders', '/orders', <OrderList />)
    expect((await screen.findByTestId('orders-error')).textContent).toContain('获取订单列表失败')
  })
})
