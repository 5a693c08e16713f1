import { cleanup, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../lib/storage'
import { renderLoadingScreen } from '../lib/testing/renderAt'
import { signInForTest } from '../lib/testing/signedIn'
import { findRoute } from './guards'

// The shop screens (spec §2): route entry, chunk, auth, tab bar, screen test id.
const SCREENS: readonly [string, string, boolean, () => Promise<{ default: ComponentType }>, string][] = [
  [
    '/marketplace',
    'marketplace',
    false,
    () => import('./routes/shop/MarketplaceScreen'),
    'marketplace-screen',
  ],
  [
    '/product/6b1f3c2a-1d4e-4f5a-9b8c-7d6e5f4a3b2c',
    'productDetail',
    false,
    () => import('./routes/shop/ProductDetailScreen'),
    'product-detail-screen',
  ],
  ['/cart', 'cart', true, () => import('./routes/shop/CartScreen'), 'cart-screen'],
  ['/checkout', 'checkout', true, () => import('./routes/shop/CheckoutScreen'), 'checkout-screen'],
  ['/order-confirm', 'checkout', true, () => import('./routes/shop/CheckoutScreen'), 'checkout-screen'],
  ['/payment/SO1', 'payment', false, () => import('./routes/shop/PaymentScreen'), 'payment-screen'],
  ['/orders', 'shopOrders', true, () => import('./routes/shop/OrdersScreen'), 'shop-orders-screen'],
  ['/order', 'shopOrders', false, () => import('./routes/shop/OrdersScreen'), 'shop-orders-screen'],
  [
    '/order/SO1',
    'shopOrderDetail',
    true,
    () => import('./routes/shop/OrderDetailScreen'),
    'shop-order-detail-screen',
  ],
]

describe('shop routes', () => {
  afterEach(() => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
  })

  it('shows the tab bar on the marketplace only', () => {
    expect(findRoute('/marketplace')?.tabBar).toBe(true)
    expect(findRoute('/cart')?.tabBar).toBeUndefined()
  })

  for (const [path, screenId, auth, load, testId] of SCREENS) {
    it(`${path} → ${screenId}: the chunk mounts its screen`, async () => {
      const route = findRoute(path)
      expect(route?.screen).toBe(screenId)
      expect(route?.auth).toBe(auth)
      // The API never answers: the screen stays in its loading state.
      const { default: Screen } = await load()
      renderLoadingScreen(route?.path ?? path, path, Screen)
      expect(screen.getByTestId(testId)).not.toBeNull()
    }, 30_000)
  }

  // Issue 33 item 13: the open order pages showed a visitor a load error (the API answers 401).
  it.each([
    ['/order', '/order', () => import('./routes/shop/OrdersScreen')],
    ['/payment/:orderNo', '/payment/SO1', () => import('./routes/shop/PaymentScreen')],
  ])(
    '%s: a visitor gets the login prompt and nothing is asked of the API; a member gets the screen',
    async (pattern, path, load) => {
      const { default: Screen } = await load()
      clearSession()
      const view = renderLoadingScreen(pattern, path, Screen)
      expect(screen.getByTestId('login-prompt')).not.toBeNull()
      expect(vi.mocked(fetch)).not.toHaveBeenCalled()
      view.unmount()
      signInForTest()
      renderLoadingScreen(pattern, path, Screen)
      expect(screen.queryByTestId('login-prompt')).toBeNull()
    },
    30_000,
  )
})
