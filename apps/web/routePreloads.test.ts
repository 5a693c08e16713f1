import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { computeRoutePreloads, parseLazyScreens, type Manifest } from './routePreloads'
import { appRoutes, type AppRoute } from './src/app/routes'

/** A build manifest as Vite writes it: the entry, two screens, the tab bar and shared chunks. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-e.js',
    isEntry: true,
    imports: ['_react-r.js'],
    css: ['assets/index-e.css'],
  },
  '_react-r.js': { file: 'assets/react-r.js' },
  '_shared-s.js': {
    file: 'assets/shared-s.js',
    imports: ['_react-r.js', '_deep-d.js'],
    css: ['assets/shared-s.css'],
  },
  '_deep-d.js': { file: 'assets/deep-d.js', imports: ['index.html'] },
  'src/app/routes/trade/SwapScreen.tsx': {
    file: 'assets/SwapScreen-w.js',
    src: 'src/app/routes/trade/SwapScreen.tsx',
    imports: ['index.html', '_shared-s.js'],
    css: ['assets/SwapScreen-w.css'],
  },
  'src/app/routes/club/TeamScreen.tsx': {
    file: 'assets/TeamScreen-t.js',
    src: 'src/app/routes/club/TeamScreen.tsx',
    imports: ['_react-r.js'],
  },
  'src/app/AppTabBar.tsx': {
    file: 'assets/AppTabBar-b.js',
    src: 'src/app/AppTabBar.tsx',
    imports: ['_shared-s.js'],
  },
}
const screens = new Map([
  ['swap', 'routes/trade/SwapScreen'],
  ['clubTeam', 'routes/club/TeamScreen'],
  ['tabBar', 'AppTabBar'],
])
const route = (path: string, extra: Partial<AppRoute>): AppRoute => ({
  name: path,
  path,
  auth: false,
  screen: null,
  ...extra,
})

describe('computeRoutePreloads', () => {
  it('lists the screen chunk’s static closure and its CSS minus the entry’s, with the tab bar on tab routes', () => {
    const { routes } = computeRoutePreloads(
      manifest,
      [
        route('/swap', { screen: 'swap', tabBar: true }),
        route('/swap-alone', { screen: 'swap' }),
        route('/', { redirectTo: '/vita-club/team' }),
        route('/vita-club/team', { screen: 'clubTeam' }),
        route('/unbuilt', {}),
      ],
      screens,
    )
    expect(routes).toEqual([
      {
        path: '/swap',
        js: ['/assets/SwapScreen-w.js', '/assets/shared-s.js', '/assets/deep-d.js', '/assets/AppTabBar-b.js'],
        css: ['/assets/SwapScreen-w.css', '/assets/shared-s.css'],
      },
      {
        path: '/swap-alone',
        js: ['/assets/SwapScreen-w.js', '/assets/shared-s.js', '/assets/deep-d.js'],
        css: ['/assets/SwapScreen-w.css', '/assets/shared-s.css'],
      },
      // A redirect preloads its target's screen.
      { path: '/', js: ['/assets/TeamScreen-t.js'], css: [] },
      { path: '/vita-club/team', js: ['/assets/TeamScreen-t.js'], css: [] },
    ])
  })

  it('prefixes the build base', () => {
    const { routes } = computeRoutePreloads(
      manifest,
      [route('/v', { screen: 'clubTeam' })],
      screens,
      '/club/',
    )
    expect(routes[0]!.js).toEqual(['/club/assets/TeamScreen-t.js'])
  })

  it('fails loudly when a route’s screen is not lazy-loaded, has no chunk, or a redirect has no target', () => {
    expect(() => computeRoutePreloads(manifest, [route('/x', { screen: 'main' })], screens)).toThrow(
      /\/x.*"main"/,
    )
    const noTabBar = new Map([...screens].filter(([id]) => id !== 'tabBar'))
    expect(() =>
      computeRoutePreloads(manifest, [route('/swap', { screen: 'swap', tabBar: true })], noTabBar),
    ).toThrow(/tabBar/)
    const moved = new Map([...screens, ['swap', 'routes/trade/SwapPage']])
    expect(() => computeRoutePreloads(manifest, [route('/swap', { screen: 'swap' })], moved)).toThrow(
      /no chunk/,
    )
    expect(() => computeRoutePreloads(manifest, [route('/old', { redirectTo: '/gone' })], screens)).toThrow(
      /\/gone/,
    )
    expect(() => computeRoutePreloads({ a: { file: 'a.js' } }, [], screens)).toThrow(/no entry/)
  })
})

describe('parseLazyScreens over the real router.tsx', () => {
  const screensOfRouter = parseLazyScreens(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'src/app/router.tsx'), 'utf8'),
  )
  it('finds every screen routes.ts shows, and the tab bar', () => {
    for (const { path, screen } of appRoutes)
      if (screen) expect(screensOfRouter.get(screen), path).toMatch(/^routes\//)
    expect(screensOfRouter.get('tabBar')).toBe('AppTabBar')
  })
})
