import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SellPermission } from '@vita/shared/schemas/club'
import { registerTexts } from '../../../lib/i18n'
import { clearSession } from '../../../lib/storage'
import { envelope } from '../../../lib/testing/envelope'
import { renderAt } from '../../../lib/testing/renderAt'
import { signInForTest } from '../../../lib/testing/signedIn'
import { swapEn } from '../locales/en'
import { swapZh } from '../locales/zh'
import { SellStatusLine } from './SellStatusLine'

registerTexts(swapZh, swapEn)

describe('sell status line', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let permission: SellPermission
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async () => envelope(permission))
    signInForTest()
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    clearSession()
  })

  it('tells a member without an order why they cannot sell and links the buy screen', async () => {
    permission = { allowed: false, reason: 'noOrder', pending: false }
    renderAt('/', '/', <SellStatusLine status="cannotSell" />)
    expect(screen.getByTestId('sell-status').textContent).toBe('您当前无法卖出DPINE')
    const why = await screen.findByTestId('sell-permission-why')
    expect(why.textContent).toContain('持有正常或已完成的俱乐部订单即可卖出')
    expect(why.querySelector('a')?.getAttribute('href')).toBe('/vita-club/buy')
  })

  it('says when an administrator turned it off, and when it is on its way to the chain', async () => {
    permission = { allowed: false, reason: 'operatorRevoked', pending: false }
    renderAt('/', '/', <SellStatusLine status="cannotSell" />)
    expect((await screen.findByTestId('sell-permission-why')).dataset.reason).toBe('operatorRevoked')
    cleanup()
    permission = { allowed: true, reason: 'order', pending: true }
    renderAt('/', '/', <SellStatusLine status="cannotSell" />)
    expect((await screen.findByTestId('sell-permission-why')).textContent).toContain('卖出权限正在开通')
  })

  it('asks nothing when the member can sell', () => {
    renderAt('/', '/', <SellStatusLine status="canSell" />)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByTestId('sell-permission-why')).toBeNull()
  })
})
