import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showToast } from '../../../lib/notify'
import { clearSession } from '../../../lib/storage'
import { envelope, PRODUCT_ID, productFixture, renderAt, requestOf } from '../testing'
import { ProductDetailView } from './ProductDetailView'

vi.mock('../../../lib/notify', () => ({ showToast: vi.fn() }))
vi.mock('../../../lib/storage', async (original) => ({
  ...(await original<typeof import('../../../lib/storage')>()),
  getToken: () => 'token',
}))

describe('the product detail', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request
      const path = new URL(request.url).pathname
      if (path.endsWith('/reviews')) return envelope({ items: [], nextCursor: null })
      if (path === '/app/shop/cart/items') return envelope({ items: [] })
      return envelope(productFixture())
    })
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.mocked(showToast).mockReset()
    vi.unstubAllGlobals()
    clearSession()
  })
  const open = () =>
    renderAt('/product/:id', `/product/${PRODUCT_ID}`, <ProductDetailView productId={PRODUCT_ID} />)

  it('shows the range, disables sold-out combinations and resolves the chosen SKU', async () => {
    open()
    expect((await screen.findByTestId('product-price')).textContent).toBe('100 ~ 120 USDT')
    expect(screen.getByTestId('reviews-summary').textContent).toContain('4.6')
    fireEvent.click(screen.getByTestId('sku-value-颜色-白'))
    expect((screen.getByTestId('sku-value-容量-256G') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByTestId('sku-value-颜色-黑'))
    fireEvent.click(screen.getByTestId('sku-value-容量-256G'))
    expect(screen.getByTestId('product-price').textContent).toBe('120 USDT')
    expect(screen.getByTestId('product-stock').textContent).toContain('4')
  })

  it('asks for the missing options, then adds the SKU to the cart with the toast "added to cart"', async () => {
    open()
    fireEvent.click(await screen.findByTestId('add-to-cart'))
    expect(vi.mocked(showToast)).toHaveBeenCalledWith('请选择 颜色 / 容量')
    fireEvent.click(screen.getByTestId('sku-value-颜色-黑'))
    fireEvent.click(screen.getByTestId('sku-value-容量-128G'))
    fireEvent.click(screen.getByTestId('add-to-cart'))
    await waitFor(() => expect(vi.mocked(showToast)).toHaveBeenCalledWith('已加入购物车', 'success'))
    const add = fetchMock.mock.calls.map(requestOf).find((request) => request.method === 'POST')!
    expect(await add.json()).toEqual({ skuId: '1', quantity: 1 })
  })

  it('buys now: to /checkout with that SKU and quantity', async () => {
    open()
    fireEvent.click(await screen.findByTestId('sku-value-颜色-白'))
    fireEvent.click(screen.getByTestId('sku-value-容量-128G'))
    fireEvent.click(screen.getByTestId('buy-now'))
    expect((await screen.findByTestId('place')).textContent).toBe('/checkout?sku=3&quantity=1')
  })

  it('says "not found" for an unknown product', async () => {
    fetchMock.mockImplementation(async () => envelope(null, 404, 404, '请求的资源不存在'))
    open()
    expect((await screen.findByTestId('product-not-found')).textContent).toContain('商品不存在或已下架')
  })
})
