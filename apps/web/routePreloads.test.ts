import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routePreloadMap, screenSchemaModules, screenModules } from './routePreloads'
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
    chunk('assets/index.js', ['assets/react.js', 'assets/ui.js'], '/src/main.tsx', true),
    chunk('assets/react.js'),
    chunk('assets/ui.js', ['assets/react.js']),
    chunk('assets/Team.js', ['assets/ui.js', 'assets/club.js'], '/src/routes/Team.tsx'),
    chunk('assets/club.js', ['assets/shared.js']),
    chunk('assets/shared.js', ['assets/react.js']),
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

  it("adds the chunks of the schemas the screen's first data is parsed with, after its own", () => {
    const withSchemas = [
      ...chunks,
      chunk('assets/club-schemas.js', ['assets/zod.js', 'assets/shared.js'], '/shared/schemas/club.ts'),
      chunk('assets/zod.js'),
    ]
    const early = new Map([['clubTeam', ['/shared/schemas/club.ts']]])
    const map = routePreloadMap(withSchemas, routes, modules, '/src/AppTabBar.tsx', early)
    expect(map['/team']).toEqual([
      '/assets/Team.js',
      '/assets/club.js',
      '/assets/shared.js',
      '/assets/TabBar.js',
      '/assets/tabbar.js',
      '/assets/club-schemas.js',
      '/assets/zod.js',
    ])
    expect(map['/invite/:code']).toEqual(['/assets/Login.js', '/assets/shared.js'])
    // A schema imported by others may be in a chunk of theirs: that chunk is preloaded.
    const inShared = [
      ...withSchemas.slice(0, -1),
      { ...chunk('assets/zod.js'), moduleIds: ['/shared/schemas/zod.ts'] },
    ]
    const zodOnly = new Map([['login', ['/shared/schemas/zod.ts']]])
    expect(
      routePreloadMap(inShared, routes, modules, '/src/AppTabBar.tsx', zodOnly)['/invite/:code'],
    ).toEqual(['/assets/Login.js', '/assets/shared.js', '/assets/zod.js'])
    // A schema module in no chunk fails the build (its preload would be lost).
    const lost = new Map([['login', ['/shared/schemas/system.ts']]])
    expect(() => routePreloadMap(withSchemas, routes, modules, '/src/AppTabBar.tsx', lost)).toThrow(
      /no chunk has \/shared\/schemas\/system.ts/,
    )
  })

  it('fails the build when a screen has no chunk', () => {
    expect(() =>
      routePreloadMap(chunks, routes, new Map([['login', '/src/routes/Login.tsx']]), '/src/AppTabBar.tsx'),
    ).toThrow(/no chunk for the screen clubTeam/)
  })

  it("reads each screen's schemas from app/screenData.ts, as files that exist", async () => {
    const { screenData } = await import('./src/app/screenData')
    const schemasDir = resolve(import.meta.dirname, '../../packages/shared/src/schemas')
    const found = screenSchemaModules(resolve(import.meta.dirname, 'src/app/screenData.ts'), schemasDir)
    expect([...found.keys()].sort()).toEqual(Object.keys(screenData).sort())
    for (const [screen, data] of Object.entries(screenData)) {
      const files = found.get(screen)!
      expect(files.length, screen).toBe((await Promise.all(data!.schemas())).length)
      for (const file of files) expect(existsSync(file), file).toBe(true)
    }
    expect(found.get('priceChart')).toEqual([resolve(schemasDir, 'market.ts')])
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
