import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../lib/storage'
import { signInForTest } from '../lib/testing/signedIn'
import { AppProviders, createQueryClient } from './providers'
import { preloadRoute, routeObjects } from './router'
import { defaultRulesView } from '../features/club/testingRules'

const CHUNK_TIMEOUT = { timeout: 20_000 }

/** The real route tree and providers in happy-dom; the API never answers, so screens stay in their loading state. */
function open(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] })
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

const place = (router: ReturnType<typeof open>) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`

describe('app routing', () => {
  beforeEach(() => {
    clearSession()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    )
  })
  afterEach(() => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
  })

  it('redirects / to /vita-club/team, the landing screen above the tab bar; a visitor is asked to log in', async () => {
    const router = open('/')
    expect(await screen.findByTestId('login-prompt', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(screen.getByTestId('team-screen')).not.toBeNull()
    expect(router.state.location.pathname).toBe('/vita-club/team')
    expect(await screen.findByTestId('tab-bar', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(screen.queryByTestId('not-found')).toBeNull()
  }, 30_000)

  it('redirects the /marketplace/products alias to /marketplace, keeping query and hash', async () => {
    const router = open('/marketplace/products?sort=new#top')
    await screen.findByTestId('marketplace-screen', undefined, CHUNK_TIMEOUT)
    expect(place(router)).toBe('/marketplace?sort=new#top')
  }, 30_000)

  it('sends a visitor on an auth route to /login with the full path as redirect, and shows the login screen', async () => {
    const router = open('/order/42?tab=1')
    expect(await screen.findByTestId('login-button', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/order/42?tab=1')
  }, 30_000)

  it('sends a signed-in member away from /login to the pending redirect target', async () => {
    signInForTest()
    const router = open('/login?redirect=%2Fuser-manual')
    expect(await screen.findByTestId('user-manual', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(router.state.location.pathname).toBe('/user-manual')
  }, 30_000)

  // Open in spec §2 but only for members: visitors get a login prompt, not the not-found page.
  for (const path of ['/withdraw', '/transfer-money', '/assets-log', '/bind-referrer']) {
    it(`mounts ${path} and asks a visitor to log in`, async () => {
      open(path)
      expect(await screen.findByTestId('login-prompt', undefined, CHUNK_TIMEOUT)).not.toBeNull()
      expect(screen.queryByTestId('not-found')).toBeNull()
    }, 30_000)
  }

  it('mounts /user-manual with the rules of the product (from the configured club rules), in Chinese by default', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        (input instanceof Request ? input.url : String(input)).includes('/app/club/rules')
          ? Promise.resolve(
              new Response(JSON.stringify({ code: 0, msg: '成功', data: defaultRulesView }), {
                headers: { 'content-type': 'application/json' },
              }),
            )
          : new Promise(() => undefined),
      ),
    )
    open('/user-manual')
    await screen.findByTestId('user-manual', undefined, CHUNK_TIMEOUT)
    await vi.waitFor(() => expect(screen.getByTestId('user-manual').textContent).toContain('224 USDT'), {
      timeout: 10_000,
    })
  }, 30_000)

  it('shows the not-found page without the tab bar for unknown paths', async () => {
    open('/no/such/page')
    expect(await screen.findByTestId('not-found', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(screen.queryByTestId('tab-bar')).toBeNull()
  })
})

describe('club and member routes', () => {
  const memberId = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c'
  const signInMember = () => signInForTest()
  /** The club's member routes answer 404 (not in my downline); every other call stays pending. */
  const answerMembersNotFound = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) =>
        new URL(request.url).pathname.startsWith('/app/club/members/')
          ? Promise.resolve(
              new Response(
                JSON.stringify({ code: 404, msg: '请求的资源不存在', data: { reason: 'notFound' } }),
                {
                  status: 404,
                  headers: { 'Content-Type': 'application/json' },
                },
              ),
            )
          : new Promise(() => undefined),
      ),
    )

  beforeEach(() => {
    clearSession()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    )
  })
  afterEach(() => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
  })

  it('shows a member the team screen: skeleton while loading, the club entry points, the tab bar', async () => {
    signInMember()
    open('/vita-club/team')
    expect(await screen.findByTestId('team-loading', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(screen.getByTestId('club-entry-buy').getAttribute('href')).toBe('/vita-club/buy')
    expect(await screen.findByTestId('tab-bar', undefined, CHUNK_TIMEOUT)).not.toBeNull()
  }, 30_000)

  for (const path of ['/vita-club/levels', '/vita-club/leader', '/vita-club/stats', '/vita-club/earnings']) {
    it(`mounts ${path} and asks a visitor to log in`, async () => {
      open(path)
      expect(await screen.findByTestId('login-prompt', undefined, CHUNK_TIMEOUT)).not.toBeNull()
      expect(screen.queryByTestId('not-found')).toBeNull()
    }, 30_000)
  }

  it('sends a visitor on a member route to /login with the full path as redirect', async () => {
    const router = open(`/member/sub-members/${memberId}`)
    expect(await screen.findByTestId('login-button', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/member/sub-members/${memberId}`,
    )
  }, 30_000)

  it('shows "member not found" with a back button for an id that is not a member id', async () => {
    signInMember()
    open('/member/investments/42')
    expect((await screen.findByTestId('member-not-found', undefined, CHUNK_TIMEOUT)).textContent).toContain(
      '成员不存在',
    )
    expect(screen.getByTestId('member-not-found-back')).not.toBeNull()
  }, 30_000)

  it('shows "member not found", never a crash, when the API answers 404 for a member outside my downline', async () => {
    signInMember()
    answerMembersNotFound()
    open(`/member/earnings/${memberId}`)
    expect(await screen.findByTestId('member-not-found', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(screen.queryByTestId('member-error')).toBeNull()
  }, 30_000)
})

describe('preloadRoute', () => {
  const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined))
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    fetchMock.mockClear()
    vi.unstubAllGlobals()
  })
  const asked = () => fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname)

  it('asks for the chunk of the screen the guards will show, and runs its loader (its first GETs)', () => {
    const client = createQueryClient()
    expect(preloadRoute({ pathname: '/marketplace' }, false, client)).toBe('marketplace')
    // Home redirects to the club's team screen.
    expect(preloadRoute({ pathname: '/' }, true, client)).toBe('clubTeam')
    // An auth screen for a guest: the login screen is what shows.
    expect(preloadRoute({ pathname: '/cart' }, false, client)).toBe('login')
    // A member on /login goes home (or to the pending redirect).
    expect(preloadRoute({ pathname: '/login', search: '?redirect=%2Fswap' }, true, client)).toBe('swap')
    expect(preloadRoute({ pathname: '/product/12' }, false, client)).toBe('productDetail')
    // The marketplace's, the club team's (via /), the login's and the swap screen's loaders; none for
    // screens without (product detail).
    expect(asked()).toEqual([
      '/app/shop/products',
      '/app/club/purchase', // the buy entry at the top of the team screen
      '/app/club/team',
      '/app/club/nodes/mine',
      '/app/club/team/members',
      '/app/config', // the login screen's; the swap screen's is the same, still on its way
      '/app/market/price',
    ])
  })

  it('asks for nothing on a path without a built screen', () => {
    expect(preloadRoute({ pathname: '/no-such-page' }, true, createQueryClient())).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
