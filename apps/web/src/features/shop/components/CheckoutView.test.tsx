import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLocale } from '../../../lib/i18n'
import { envelope, orderFixture, productFixture, renderAt, requestOf, UNIT } from '../testing'
import { CheckoutView } from './CheckoutView'

vi.mock('../../../lib/notify', () => ({ showToast: vi.fn() }))

const ADDRESS = { id: '0b6d7a3e-1c2f-4e5a-8b9c-0d1e2f3a4b5c' }
const quote = (couponError: string | null = null) => ({
  lines: [
    { ...(({ id: _id, selected: _s, ...rest }) => rest)(cartLine()), lineTotal: (200n * UNIT).toString() },
  ],
  summary: {
    itemsTotal: (200n * UNIT).toString(),
    shippingFee: '0',
    discount: '0',
    total: (200n * UNIT).toString(),
  },
  couponError,
})
function cartLine() {
  const product = productFixture()
  return {
    id: 'c1',
    productId: product.id,
    name: product.name,
    image: null,
    sku: product.skus[0]!,
    quantity: 2,
    selected: true,
    available: true,
  }
}
const methods = {
  methods: [
    { method: 'standard', fee: '0', workingDays: { min: 3, max: 5 } },
    { method: 'express', fee: (10n * UNIT).toString(), workingDays: { min: 1, max: 2 } },
  ],
  paymentTimeoutMinutes: 30,
}

describe('the checkout', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let placeAnswers: (() => Response | Promise<Response>)[] = []
  let couponError: string | null = null
  /** The member's cart on the server: placing an order from it takes its selected lines. */
  let cartItems = [cartLine()]
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    cartItems = [cartLine()]
    fetchMock.mockImplementation(async (input) => {
      const url = new URL((input as Request).url)
      if (url.pathname.endsWith('/delivery-methods')) return envelope(methods)
      if (url.pathname === '/app/shop/cart') return envelope({ items: cartItems })
      if (url.pathname.endsWith('/checkout/quote'))
        return cartItems.some((item) => item.selected)
          ? envelope(quote(couponError))
          : envelope({ reason: 'cartEmpty' }, 400, 7, '请选择要结算的商品')
      const next = placeAnswers.shift()
      if (!next) throw new Error('unexpected order request')
      const answer = await next()
      if (answer.ok) cartItems = cartItems.filter((item) => !item.selected)
      return answer
    })
  })
  afterEach(async () => {
    cleanup()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    couponError = null
    await changeLocale('zh')
  })
  const open = () =>
    renderAt(
      '/checkout',
      '/checkout',
      <CheckoutView<{ id: string }>
        lines={{ source: 'cart' }}
        addressSlot={({ onChange }) => (
          <button type="button" data-testid="pick-address" onClick={() => onChange(ADDRESS)}>
            pick
          </button>
        )}
      />,
    )
  const callsTo = (path: string) =>
    fetchMock.mock.calls.map(requestOf).filter((request) => new URL(request.url).pathname === path)
  const orderCalls = () => callsTo('/app/shop/orders')
  const quoteCalls = () => callsTo('/app/shop/checkout/quote')

  it('shows lines, delivery methods and the summary; a retry after a lost answer reuses the Idempotency-Key', async () => {
    placeAnswers = [() => Promise.reject(new TypeError('network down')), () => envelope(orderFixture())]
    open()
    expect((await screen.findByTestId('summary-total')).textContent).toContain('200')
    expect((await screen.findByTestId('delivery-express')).textContent).toContain('1-2')
    fireEvent.click(screen.getByTestId('pick-address'))
    fireEvent.click(screen.getByTestId('checkout-submit'))
    await waitFor(() => expect(orderCalls()).toHaveLength(1))
    await waitFor(() =>
      expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(screen.getByTestId('checkout-submit'))
    expect((await screen.findByTestId('place')).textContent).toBe('/payment/SO20261122001')
    const [first, second] = orderCalls()
    expect(first!.headers.get('Idempotency-Key')).toBeTruthy()
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'))
    expect(await second!.json()).toEqual({
      lines: { source: 'cart' },
      addressId: ADDRESS.id,
      deliveryMethod: 'standard',
    })
  })

  it('sends one order for a double tap', async () => {
    placeAnswers = [() => envelope(orderFixture())]
    open()
    await screen.findByTestId('summary-total')
    fireEvent.click(screen.getByTestId('pick-address'))
    const submit = screen.getByTestId('checkout-submit')
    fireEvent.click(submit)
    fireEvent.click(submit)
    await screen.findByTestId('place')
    expect(orderCalls()).toHaveLength(1)
    // The order took the cart's lines: the quote is not asked again (it was, and answered 400 cartEmpty).
    expect(quoteCalls()).toHaveLength(1)
  })

  it('with nothing selected in the cart: 请选择要结算的商品 and the ways back, and no quote asked', async () => {
    cartItems = [{ ...cartLine(), selected: false }]
    open()
    const empty = await screen.findByTestId('checkout-no-selection')
    expect(empty.textContent).toContain('请选择要结算的商品')
    expect(screen.getByTestId('checkout-back-to-cart').getAttribute('href')).toBe('/cart')
    expect(screen.getByTestId('checkout-go-shopping').getAttribute('href')).toBe('/marketplace')
    expect(screen.queryByText('重试')).toBeNull()
    expect(quoteCalls()).toHaveLength(0)
  })

  it('shows the skeleton while the cart loads, and a retry when it fails to', async () => {
    const base = fetchMock.getMockImplementation()!
    let cartFails = true
    fetchMock.mockImplementation(async (input) =>
      new URL((input as Request).url).pathname === '/app/shop/cart' && cartFails
        ? envelope(null, 500, 500, '服务器内部错误')
        : base(input),
    )
    open()
    expect(screen.getByTestId('checkout-loading')).not.toBeNull()
    const failed = await screen.findByTestId('checkout-error')
    expect(failed.textContent).toContain('获取商品失败')
    expect(quoteCalls()).toHaveLength(0)
    cartFails = false
    fireEvent.click(within(failed).getByText('重试'))
    expect((await screen.findByTestId('summary-total')).textContent).toContain('200')
  })

  it('says so in English too, and when the selection went elsewhere after the cart was read', async () => {
    await changeLocale('en')
    const base = fetchMock.getMockImplementation()!
    // The cart as read still has a selected line; on the server it is gone.
    fetchMock.mockImplementation(async (input) =>
      new URL((input as Request).url).pathname === '/app/shop/cart'
        ? envelope({ items: [cartLine()] })
        : base(input),
    )
    cartItems = []
    open()
    const empty = await screen.findByTestId('checkout-no-selection')
    expect(empty.textContent).toContain('Select the items to check out')
    expect(screen.getByTestId('checkout-back-to-cart').textContent).toBe('Back to cart')
    expect(quoteCalls()).toHaveLength(1)
  })

  it("shows a coupon's refusal under the field", async () => {
    couponError = 'couponExpired'
    open()
    await screen.findByTestId('summary-total')
    fireEvent.input(screen.getByTestId('coupon-input'), { target: { value: 'OLD10' } })
    fireEvent.click(screen.getByTestId('coupon-apply'))
    expect((await screen.findByTestId('coupon-error')).textContent).toBe('优惠券不在有效期内')
  })
})
