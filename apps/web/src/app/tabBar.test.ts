import { describe, expect, it } from 'vitest'
import { appRoutes } from './routes'
import { activeTab, showsTabBar, tabs } from './tabBar'

const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`)

describe('tab bar', () => {
  it('has the five tabs in the spec order', () => {
    expect(tabs.map((t) => [t.key, t.path])).toEqual([
      ['shop', '/marketplace/products'],
      ['swap', '/swap'],
      ['team', '/vita-club/team'],
      ['market', '/price-chart'],
      ['mine', '/main'],
    ])
  })

  it('shows only on Home, Main, Marketplace, Swap, PriceChart, VitaClubBuy and VitaClubTeam', () => {
    const shown = appRoutes.filter((r) => showsTabBar(concrete(r.path))).map((r) => r.name)
    expect(shown.sort()).toEqual([
      'Home',
      'Main',
      'Marketplace',
      'PriceChart',
      'Swap',
      'VitaClubBuy',
      'VitaClubTeam',
    ])
    expect(showsTabBar('/unknown')).toBe(false)
  })

  it('activates the tab whose prefix starts the path, for every route of the table', () => {
    const expected: Record<string, string> = {
      '/marketplace': 'shop',
      '/marketplace/products': 'shop',
      '/swap': 'swap',
      '/vita-club/team': 'team',
      '/price-chart': 'market',
      '/main': 'mine',
    }
    for (const route of appRoutes) {
      const path = concrete(route.path)
      expect([path, activeTab(path).key]).toEqual([path, expected[path] ?? 'shop'])
    }
  })

  it('falls back to the first tab and matches whole segments only', () => {
    expect(activeTab('/').key).toBe('shop')
    expect(activeTab('/vita-club/buy').key).toBe('shop')
    expect(activeTab('/mainframe').key).toBe('shop')
    expect(activeTab('/swap/history').key).toBe('swap')
  })
})
