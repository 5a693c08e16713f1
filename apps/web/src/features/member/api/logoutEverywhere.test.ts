import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, getStoredSession, saveSession } from '../../../lib/storage'
import { setNavigator } from '../../../lib/navigation'
import { logoutEverywhere } from './logoutEverywhere'

const userInfo = {
  uuid: '00000000-0000-4000-8000-000000000000',
  communityNumber: '1',
  walletAddress: '0x0000000000000000000000000000000000000001' as const,
  inviteCode: 'ABCD1234',
  referrerUuid: null,
  level: 0,
  joinedAt: '2026-01-01T00:00:00.000Z',
}
const envelope = (status: number, code: number, data: unknown, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

describe('sign out everywhere', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const navigate = vi.fn()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    setNavigator(navigate)
    saveSession({ token: 'tok.en.x', userInfo, walletAddress: userInfo.walletAddress })
  })
  afterEach(() => {
    fetchMock.mockReset()
    navigate.mockReset()
    vi.unstubAllGlobals()
    clearSession()
  })

  it('revokes every session with POST /app/auth/logout-all, then logs this device out without a second call', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, 0, { revoked: 3 }))
    await expect(logoutEverywhere()).resolves.toEqual({ revoked: 3 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const request = fetchMock.mock.calls[0]?.[0] as Request
    expect(new URL(request.url).pathname).toBe('/app/auth/logout-all')
    expect(request.method).toBe('POST')
    expect(request.headers.get('Authorization')).toBe('Bearer tok.en.x')
    expect(getStoredSession()).toBeNull()
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=/), { replace: true })
  })

  it('stays signed in when the sessions could not be revoked', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(logoutEverywhere()).rejects.toThrow()
    expect(getStoredSession()?.token).toBe('tok.en.x')
    expect(navigate).not.toHaveBeenCalled()
  })
})
