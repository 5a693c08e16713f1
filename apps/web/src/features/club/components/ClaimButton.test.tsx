import type { ClubDividends } from '@vita/shared/schemas/club'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showToast } from '../../../lib/notify'
import { ClaimButton } from './ClaimButton'
import { json, ok, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

const unit = 10n ** 18n
const byKind = (total: bigint) => ({
  static: total.toString(),
  dynamic: '0',
  invite: '0',
  total: total.toString(),
})
const dividends = (claimable: bigint): ClubDividends => ({
  claimable: byKind(claimable),
  earned: byKind(claimable),
  today: byKind(0n),
  lastSettledDay: '2026-11-22',
})

describe('the claim button', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const keys = () =>
    fetchMock.mock.calls.map(([input]) => (input as Request).headers.get('Idempotency-Key') ?? 'none')
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.mocked(showToast).mockReset()
    vi.unstubAllGlobals()
  })

  it('is disabled with "nothing to claim" at zero', () => {
    renderClub(<ClaimButton dividends={dividends(0n)} />)
    const button = screen.getByTestId('dividends-claim')
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.textContent).toContain('暂无可领取的分红')
  })

  it('claims with an Idempotency-Key, says 领取分红成功; a retry after a lost answer reuses the key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    fetchMock.mockResolvedValueOnce(ok({ claimed: byKind(5n * unit), available: (5n * unit).toString() }))
    renderClub(<ClaimButton dividends={dividends(5n * unit)} />)
    fireEvent.click(screen.getByTestId('dividends-claim'))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('领取分红失败', 'fail'))
    fireEvent.click(screen.getByTestId('dividends-claim'))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('领取分红成功：5 USDT', 'success'))
    expect(keys()).toHaveLength(2)
    expect(keys()[0]).not.toBe('none')
    expect(keys()[1]).toBe(keys()[0])
  })

  it('a refusal by the API shows its own reason, not the generic failure', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { code: 409, msg: '暂无可领取的分红', data: { reason: 'nothingToClaim' } }),
    )
    renderClub(<ClaimButton dividends={dividends(5n * unit)} />)
    fireEvent.click(screen.getByTestId('dividends-claim'))
    const { reportError } = await import('../../../lib/notify')
    await waitFor(() => expect(reportError).toHaveBeenCalled())
    expect(showToast).not.toHaveBeenCalledWith('领取分红失败', 'fail')
  })
})
