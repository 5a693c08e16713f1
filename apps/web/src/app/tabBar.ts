/** Bottom tab bar rules of spec §2. */
import { findRoute } from './guards'
import { appRoutes, type AppRoute } from './routes'

export type TabKey = 'shop' | 'swap' | 'team' | 'market' | 'mine'
export type Tab = { key: TabKey; path: string; prefix: string }

/** Five tabs in the spec's order; each becomes active on its prefix. */
export const tabs: readonly Tab[] = [
  { key: 'shop', path: '/marketplace/products', prefix: '/marketplace' },
  { key: 'swap', path: '/swap', prefix: '/swap' },
  { key: 'team', path: '/vita-club/team', prefix: '/vita-club/team' },
  { key: 'market', path: '/price-chart', prefix: '/price-chart' },
  { key: 'mine', path: '/main', prefix: '/main' },
]

export function showsTabBar(pathname: string, routes: readonly AppRoute[] = appRoutes): boolean {
  return findRoute(pathname, routes)?.tabBar === true
}

/** The tab whose prefix starts the path; with no match the first tab. */
export function activeTab(pathname: string): Tab {
  // Prefixes match whole segments so that e.g. "/mainframe" does not light up "/main".
  const match = tabs.find((tab) => pathname === tab.prefix || pathname.startsWith(`${tab.prefix}/`))
  return match ?? (tabs[0] as Tab)
}
