import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyText } from '../../../lib/clipboard'
import { registerTexts } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { memberEn } from '../locales/en'
import { memberZh } from '../locales/zh'
import { MemberProfile } from './MemberProfile'

vi.mock('../../../lib/clipboard', () => ({ copyText: vi.fn(async () => true) }))
vi.mock('../../../lib/notify', () => ({ showToast: vi.fn(), reportError: vi.fn() }))

registerTexts(memberZh, memberEn)

const member = {
  uuid: '0b7e4a52-6a61-4c1f-9a43-0f1c2b9d2e11',
  communityNumber: 'C000042',
  walletAddress: '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4' as const,
  inviteCode: 'ABCD1234',
  referrerUuid: null,
  level: 0,
  joinedAt: '2026-01-01T00:00:00.000Z',
  sessionExpiresAt: '2026-01-02T00:00:00.000Z',
}

describe('profile: what another member transfers to can be copied', () => {
  afterEach(() => {
    cleanup()
    vi.mocked(copyText).mockClear()
    vi.mocked(showToast).mockClear()
  })

  it('copies the UUID and the community number, each with 复制成功', async () => {
    render(<MemberProfile member={member} />)
    expect(screen.getByTestId('member-uuid').textContent).toBe(member.uuid)
    expect(screen.getByTestId('member-community-number').textContent).toBe(member.communityNumber)
    fireEvent.click(screen.getByTestId('copy-member-uuid'))
    await waitFor(() => expect(copyText).toHaveBeenCalledWith(member.uuid))
    fireEvent.click(screen.getByTestId('copy-member-community-number'))
    await waitFor(() => expect(copyText).toHaveBeenCalledWith(member.communityNumber))
    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(2))
    expect(vi.mocked(showToast).mock.calls.every(([, kind]) => kind === 'success')).toBe(true)
  })
})
