import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerTexts } from '../../../lib/i18n'
import { setNavigator } from '../../../lib/navigation'
import { showToast } from '../../../lib/notify'
import { clearSession, getStoredSession, saveSession } from '../../../lib/storage'
import { memberEn } from '../locales/en'
import { memberZh } from '../locales/zh'
import { LogoutButton } from './LogoutButton'

vi.mock('../../../lib/notify', () => ({ showToast: vi.fn(), reportError: vi.fn() }))

registerTexts(memberZh, memberEn)

const userInfo = {
  uuid: '00000000-0000-4000-8000-000000000000',
  communityNumber: '1',
  walletAddress: '0x0000000000000000000000000000000000000001' as const,
  inviteCode: 'ABCD1234',
  referrerUuid: null,
  level: 0,
  joinedAt: '2026-01-01T00:00:00.000Z',
}

describe('profile: sign out everywhere', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    setNavigator(vi.fn())
    saveSession({ token: 'tok.en.x', userInfo, walletAddress: userInfo.walletAddress })
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 0, msg: '成功', data: { revoked: 2 } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    clearSession()
  })

  it('asks first, then revokes every session and logs out', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LogoutButton />
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByTestId('logout-all-button'))
    expect(await screen.findByText(/你在所有设备上的登录都将失效/)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('logout-all-confirm'))
    await waitFor(() => expect(getStoredSession()).toBeNull())
    expect(new URL((fetchMock.mock.calls[0]?.[0] as Request).url).pathname).toBe('/app/auth/logout-all')
    expect(showToast).toHaveBeenCalledWith('已退出所有设备', 'success')
  })
})
