import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSession } from '../../../lib/storage'
import { AppProviders } from '../../providers'
import { routeObjects } from '../../router'

const CHUNK_TIMEOUT = { timeout: 20_000 }

/** The buying, orders, dividends, rewards and card screens, each with its screen's test id. */
const SCREENS = [
  ['/vita-club/buy', 'buy-screen'],
  ['/vita-club/orders', 'orders-screen'],
  ['/vita-club/dividends', 'dividends-screen'],
  ['/vita-club/static-dividends', 'static-dividends-screen'],
  ['/vita-club/dynamic-dividends', 'dynamic-dividends-screen'],
  ['/vita-club/dividend-history', 'dividend-history-screen'],
  ['/vita-club/direct-reward-history', 'direct-rewards-screen'],
  ['/vita-club/cards', 'cards-screen'],
  ['/card-service', 'card-service-screen'],
] as const

function open(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] })
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

const validToken = () =>
  `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.signature`
const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the club money screens are routed', () => {
  beforeEach(() => {
    clearSession()
    // The API never answers: screens stay in their loading state.
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

  for (const [path, testId] of SCREENS) {
    it(`${path}: a visitor is asked to log in; a member gets the screen, not the login prompt`, async () => {
      open(path)
      expect(await screen.findByTestId('login-prompt', undefined, CHUNK_TIMEOUT)).not.toBeNull()
      expect(screen.getByTestId(testId)).not.toBeNull()
      cleanup()
      saveSession({
        token: validToken(),
        walletAddress: wallet,
        userInfo: {
          uuid: '00000000-0000-4000-8000-000000000000',
          communityNumber: '1',
          walletAddress: wallet,
          inviteCode: 'ABCD1234',
          referrerUuid: null,
          level: 0,
          joinedAt: '2026-01-01T00:00:00.000Z',
        },
      })
      open(path)
      expect(await screen.findByTestId(testId, undefined, CHUNK_TIMEOUT)).not.toBeNull()
      expect(screen.queryByTestId('login-prompt')).toBeNull()
      expect(screen.queryByTestId('not-found')).toBeNull()
    }, 40_000)
  }

  it('/vita-club/buy shows the tab bar and a back arrow (issue 33)', async () => {
    open('/vita-club/buy')
    expect(await screen.findByTestId('tab-bar', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    const buyScreen = await screen.findByTestId('buy-screen', undefined, CHUNK_TIMEOUT)
    const header = buyScreen.querySelector('.page-header')
    expect(header?.querySelector('button[aria-label="back"]')).not.toBeNull()
  }, 30_000)
})
