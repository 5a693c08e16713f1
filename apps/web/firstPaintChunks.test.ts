import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstPaintNames } from './firstPaintChunks'

const root = '/app'
const src = (path: string) => resolve(root, path)
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
  facadeModuleId: moduleIds.at(-1) ?? null,
})

describe('the first paints’ chunk names', () => {
  // The bundler's own chunking: an entry, the six first paints' screens and the tab bar, shared chunks.
  const chunks = [
    chunk('index.js', [src('src/lib/http.ts'), src('src/main.tsx')], ['ui.js'], true),
    chunk('ui.js', [src('node_modules/antd-mobile/button.js')]),
    chunk('Login.js', [src('src/app/routes/sign-in/LoginScreen.tsx')], ['wallet.js', 'ui.js']),
    chunk('Main.js', [src('src/app/routes/member/MainScreen.tsx')], ['assets.js', 'cards.js']),
    chunk('Team.js', [src('src/app/routes/club/TeamScreen.tsx')], ['cards.js', 'club.js']),
    chunk('Shop.js', [src('src/app/routes/shop/MarketplaceScreen.tsx')], []),
    chunk('Swap.js', [src('src/app/routes/swap/SwapScreen.tsx')], ['wallet.js']),
    chunk('Chart.js', [src('src/app/routes/market/PriceChartScreen.tsx')], []),
    chunk('TabBar.js', [src('src/app/tabbar/icons.ts'), src('src/app/AppTabBar.tsx')], ['ui.js']),
    chunk('assets.js', [src('src/features/assets/index.ts'), src('src/features/assets/api.ts')]),
    chunk('cards.js', [src('src/components/FigureGrid.tsx')]),
    chunk('club.js', [src('src/features/club/index.ts')], ['cards.js']),
    chunk('wallet.js', [src('src/platform/wallet/discovery.ts')]),
    chunk('Orders.js', [src('src/app/routes/club/OrdersScreen.tsx')], ['club.js', 'orders.js']),
    chunk('orders.js', [src('src/features/club/orderCard.tsx')]),
  ]

  it('names each module of a first paint’s chunks by the first paints that load it, and nothing else', () => {
    const names = firstPaintNames(root, chunks)
    expect(Object.fromEntries([...names].map(([id, name]) => [id.slice(root.length + 1), name]))).toEqual({
      'src/features/assets/index.ts': 'first-main',
      'src/features/assets/api.ts': 'first-main',
      'src/components/FigureGrid.tsx': 'first-main-team',
      'src/features/club/index.ts': 'first-team',
      'src/platform/wallet/discovery.ts': 'first-login-swap',
      'src/app/tabbar/icons.ts': 'first-main-team-shop-swap-chart',
    })
  })
})
