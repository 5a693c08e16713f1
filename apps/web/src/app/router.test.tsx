import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSession } from '../lib/storage'
import { AppProviders } from './providers'
import { routeObjects } from './router'

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

/** A token the session monitor accepts: a JWT payload with an expiry an hour away. */
const validToken = () =>
  `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.signature`

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

  it('redirects / to /vita-club/team, an unbuilt tab screen: the not-found page above the tab bar', async () => {
    const router = open('/')
    expect((await screen.findByTestId('not-found', undefined, CHUNK_TIMEOUT)).textContent).toContain(
      '/vita-club/team',
    )
    expect(router.state.location.pathname).toBe('/vita-club/team')
    expect(await screen.findByTestId('tab-bar', undefined, CHUNK_TIMEOUT)).not.toBeNull()
  }, 30_000)

  it('redirects the /marketplace/products alias to /marketplace, keeping query and hash', async () => {
    const router = open('/marketplace/products?sort=new#top')
    await screen.findByTestId('not-found', undefined, CHUNK_TIMEOUT)
    expect(place(router)).toBe('/marketplace?sort=new#top')
  }, 30_000)

  it('sends a visitor on an auth route to /login with the full path as redirect, and shows the login screen', async () => {
    const router = open('/order/42?tab=1')
    expect(await screen.findByTestId('login-button', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/order/42?tab=1')
  }, 30_000)

  it('sends a signed-in member away from /login to the pending redirect target', async () => {
    saveSession({
      token: validToken(),
      walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      userInfo: {
        uuid: '00000000-0000-4000-8000-000000000000',
        communityNumber: '1',
        walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        inviteCode: 'ABCD1234',
        referrerUuid: null,
        level: 0,
        joinedAt: '2026-01-01T00:00:00.000Z',
      },
    })
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

  it('mounts /user-manual with the rules of the product, in Chinese by default', async () => {
    open('/user-manual')
    expect((await screen.findByTestId('user-manual', undefined, CHUNK_TIMEOUT)).textContent).toContain(
      '224 USDT',
    )
  }, 30_000)

  it('shows the not-found page without the tab bar for unknown paths', async () => {
    open('/no/such/page')
    expect(await screen.findByTestId('not-found', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    expect(screen.queryByTestId('tab-bar')).toBeNull()
  })
})
