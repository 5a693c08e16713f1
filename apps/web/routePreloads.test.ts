import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routePreloadMap, screenModules } from './routePreloads'
import { appRoutes, type AppRoute } from './src/app/routes'

const chunk = (
  fileName: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isEntry = false,
) => ({
  fileName,
  imports,
  facadeModuleId,
  isEntry,
})

describe('the chunks each path preloads', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/preact.js', 'assets/ui.js'], '/src/main.tsx', true),
    chunk('assets/preact.js'),
    chunk('assets/ui.js', ['assets/preact.js']),
    chunk('assets/Team.js', ['assets/ui.js', 'assets/club.js'], '/src/routes/Team.tsx'),
    chunk('assets/club.js', ['assets/shared.js']),
    chunk('assets/shared.js', ['assets/preact.js']),
    chunk('assets/Login.js', ['assets/shared.js'], '/src/routes/Login.tsx'),
    chunk('assets/TabBar.js', ['assets/tabbar.js', 'assets/ui.js'], '/src/AppTabBar.tsx'),
    chunk('assets/tabbar.js'),
  ]
  const routes: AppRoute[] = [
    { name: 'Home', path: '/', auth: false, screen: null, redirectTo: '/team', tabBar: true },
    { name: 'Team', path: '/team', auth: true, screen: 'clubTeam', tabBar: true },
    { name: 'Invite', path: '/invite/:code', auth: false, screen: 'login' },
    { name: 'Soon', path: '/soon', auth: false, screen: null },
  ]
  const modules = new Map([
    ['clubTeam', '/src/routes/Team.tsx'],
    ['login', '/src/routes/Login.tsx'],
  ])

  it("is the screen's static imports beyond the entry's, then the tab bar's; redirects take their target's", () => {
    const map = routePreloadMap(chunks, routes, modules, '/src/AppTabBar.tsx')
    const team = [
      '/assets/Team.js',
      '/assets/club.js',
      '/assets/shared.js',
      '/assets/TabBar.js',
      '/assets/tabbar.js',
    ]
    expect(map).toEqual({
      '/': team,
      '/team': team,
      '/invite/:code': ['/assets/Login.js', '/assets/shared.js'],
    })
  })

  it('fails the build when a screen has no chunk', () => {
    expect(() =>
      routePreloadMap(chunks, routes, new Map([['login', '/src/routes/Login.tsx']]), '/src/AppTabBar.tsx'),
    ).toThrow(/no chunk for the screen clubTeam/)
  })

  it("finds every routed screen's module in app/router.tsx", () => {
    const found = screenModules(resolve(import.meta.dirname, 'src/app/router.tsx'))
    for (const route of appRoutes.filter((r) => r.screen)) {
      const module = found.get(route.screen!)
      expect(module, route.path).toBeDefined()
      expect(existsSync(module!), module).toBe(true)
    }
  })
})
