import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSession } from '../../../lib/storage'
import { AppProviders } from '../../providers'
import { routeObjects } from '../../router'

const CHUNK_TIMEOUT = { timeout: 20_000 }
const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const validToken = () =>
  `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.signature`

function open(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] })
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

describe('/address and /address-list', () => {
  beforeEach(() => {
    clearSession()
    // Only the address list answers (empty); anything else stays pending.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) =>
        new URL(input.url).pathname === '/app/addresses'
          ? new Response(JSON.stringify({ code: 0, msg: '成功', data: { items: [] } }), {
              headers: { 'Content-Type': 'application/json' },
            })
          : new Promise<Response>(() => undefined),
      ),
    )
  })
  afterEach(() => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
  })

  it('asks a visitor to log in (/address-list shows the prompt, /address goes to /login)', async () => {
    open('/address-list')
    expect(await screen.findByTestId('login-prompt', undefined, CHUNK_TIMEOUT)).not.toBeNull()
    cleanup()
    const router = open('/address')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), CHUNK_TIMEOUT)
  }, 40_000)

  it('shows a member the same list screen on both paths', async () => {
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
    for (const path of ['/address', '/address-list']) {
      open(path)
      expect(await screen.findByTestId('addresses-empty', undefined, CHUNK_TIMEOUT)).not.toBeNull()
      expect(screen.getByTestId('address-list-screen').textContent).toContain('收货地址')
      cleanup()
    }
  }, 40_000)
})
