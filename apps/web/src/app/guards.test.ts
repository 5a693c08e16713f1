import { describe, expect, it } from 'vitest'
import { findRoute, guardNavigation, loginPathFor, redirectTarget, scrollOnNavigate } from './guards'
import { appRoutes } from './routes'

/** Turns a route pattern into a concrete path by filling each `:param`. */
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`)

const specPaths = [
  '/',
  '/swap',
  '/login',
  '/invite/:inviteCode',
  '/marketplace',
  '/marketplace/products',
  '/product/:id',
  '/cart',
  '/checkout',
  '/order-confirm',
  '/payment/:orderNo',
  '/orders',
  '/order/:orderNo',
  '/order',
  '/assets',
  '/address',
  '/address-list',
  '/main',
  '/wallet-security',
  '/contract-pools',
  '/setting',
  '/language',
  '/bind-referrer',
  '/price-chart',
  '/user-manual',
  '/transfer-money',
  '/withdraw',
  '/assets-log',
  '/sell-currency',
  '/card-service',
  '/news/:id',
  '/daily-ranking',
  '/vita-club/buy',
  '/vita-club/orders',
  '/vita-club/cards',
  '/vita-club/levels',
  '/vita-club/dividends',
  '/vita-club/static-dividends',
  '/vita-club/dynamic-dividends',
  '/vita-club/dividend-history',
  '/vita-club/direct-reward-history',
  '/vita-club/team',
  '/vita-club/leader',
  '/vita-club/stats',
  '/vita-club/earnings',
  '/member/sub-members/:memberId',
  '/member/investments/:memberId',
  '/member/earnings/:memberId',
  '/node-config',
  '/node-qualification',
  '/node/:nodeId',
  '/node-members/:id',
]
/** Paths the product added beyond spec §2, each with the issue that asked for it and whether it needs a session. */
const addedPaths: Record<string, { auth: boolean }> = {
  // Issue 30: deposits from the wallet into the in-app balance.
  '/deposit': { auth: true },
  // Issue 34: proof of solvency; the snapshot is public, a member's own check signs in on the screen.
  '/solvency': { auth: false },
}
const specAuth = new Set([
  '/cart',
  '/checkout',
  '/order-confirm',
  '/orders',
  '/order/:orderNo',
  '/assets',
  '/address',
  '/daily-ranking',
  '/member/sub-members/:memberId',
  '/member/investments/:memberId',
  '/member/earnings/:memberId',
  '/node-config',
  '/node-qualification',
  '/node/:nodeId',
  '/node-members/:id',
])

describe('route table', () => {
  it('holds every path of spec §2 and the added ones exactly once, and nothing else', () => {
    expect(appRoutes.map((r) => r.path).sort()).toEqual([...specPaths, ...Object.keys(addedPaths)].sort())
  })

  it('marks exactly the spec auth paths and the added paths that need a session as auth', () => {
    for (const route of appRoutes)
      expect([route.path, route.auth]).toEqual([
        route.path,
        specAuth.has(route.path) || addedPaths[route.path]?.auth === true,
      ])
  })

  it('resolves every concrete path to its own entry', () => {
    for (const route of appRoutes) expect(findRoute(concrete(route.path))).toBe(route)
  })

  it('has the spec aliases: / and /marketplace/products redirect; main and settings screens are shared', () => {
    expect(findRoute('/')?.redirectTo).toBe('/vita-club/team')
    expect(findRoute('/marketplace/products')?.redirectTo).toBe('/marketplace')
    expect(findRoute('/wallet-security')?.screen).toBe(findRoute('/main')?.screen)
    expect(findRoute('/language')?.screen).toBe(findRoute('/setting')?.screen)
    expect(findRoute('/invite/ABC123')?.screen).toBe('login')
  })

  it('does not match unknown or partial paths', () => {
    expect(findRoute('/nope')).toBeUndefined()
    expect(findRoute('/invite')).toBeUndefined()
    expect(findRoute('/member/sub-members')).toBeUndefined()
  })
})

describe('guardNavigation over the whole table', () => {
  for (const route of appRoutes) {
    const pathname = concrete(route.path)
    const place = { pathname, search: '?a=1&b=two', hash: '#x' }

    it(`${route.path} as a visitor`, () => {
      const decision = guardNavigation(place, false)
      if (route.redirectTo)
        expect(decision).toEqual({ action: 'redirect', to: `${route.redirectTo}?a=1&b=two#x` })
      else if (route.auth) {
        expect(decision).toEqual({ action: 'redirect', to: loginPathFor(place) })
        const to = decision.action === 'redirect' ? decision.to : ''
        expect(new URL(to, 'http://x').searchParams.get('redirect')).toBe(`${pathname}?a=1&b=two#x`)
      } else expect(decision).toEqual({ action: 'render' })
    })

    it(`${route.path} when logged in`, () => {
      const decision = guardNavigation(place, true)
      if (route.redirectTo) expect(decision.action).toBe('redirect')
      else if (route.guestOnly) expect(decision).toEqual({ action: 'redirect', to: '/' })
      else expect(decision).toEqual({ action: 'render' })
    })
  }

  it('sends a logged-in member on /login to / or to the pending redirect target', () => {
    expect(guardNavigation({ pathname: '/login' }, true)).toEqual({ action: 'redirect', to: '/' })
    expect(guardNavigation({ pathname: '/login', search: '?redirect=%2Forders' }, true)).toEqual({
      action: 'redirect',
      to: '/orders',
    })
    expect(
      guardNavigation({ pathname: '/invite/AB12CD', search: '?redirect=https://evil.test' }, true),
    ).toEqual({
      action: 'redirect',
      to: '/',
    })
  })

  it('renders unknown paths (the not-found page) for everyone', () => {
    expect(guardNavigation({ pathname: '/does-not-exist' }, false)).toEqual({ action: 'render' })
    expect(guardNavigation({ pathname: '/does-not-exist' }, true)).toEqual({ action: 'render' })
  })

  it('builds the login path with the full wanted path', () => {
    expect(loginPathFor({ pathname: '/order/7', search: '?tab=2' })).toBe(
      '/login?redirect=%2Forder%2F7%3Ftab%3D2',
    )
  })
})

describe('redirectTarget', () => {
  it('returns the redirect parameter when it is an in-app path', () => {
    expect(redirectTarget('?redirect=%2Forder%2F7%3Ftab%3D2')).toBe('/order/7?tab=2')
    expect(redirectTarget('?redirect=/cart#top')).toBe('/cart#top')
  })
  it('falls back to home for missing, foreign or login targets', () => {
    for (const search of [
      '',
      '?redirect=',
      '?redirect=https://evil.test',
      '?redirect=//evil.test/x',
      '?redirect=/\\evil.test',
      '?redirect=javascript:alert(1)',
      '?redirect=/login',
      '?redirect=/invite/abc',
    ]) {
      expect(redirectTarget(search)).toBe('/')
    }
  })
})

describe('scrollOnNavigate', () => {
  it('restores a saved position only when returning', () => {
    expect(scrollOnNavigate('POP', 420, '')).toEqual({ action: 'restore', y: 420 })
    expect(scrollOnNavigate('POP', undefined, '')).toEqual({ action: 'top' })
    expect(scrollOnNavigate('PUSH', 420, '')).toEqual({ action: 'top' })
    expect(scrollOnNavigate('REPLACE', 420, '')).toEqual({ action: 'top' })
    expect(scrollOnNavigate('PUSH', undefined, '#faq')).toEqual({ action: 'keep' })
  })
})
