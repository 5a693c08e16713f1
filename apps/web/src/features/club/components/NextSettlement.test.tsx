import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n'
import { formatSettlementTime } from '../nextSettlement'
import { defaultRulesView } from '../testingRules'
import { NextSettlement } from './NextSettlement'
import { json, ok, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

const answer = (respond: () => Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => respond()),
  )
// 18:00 in Shanghai: the next business day starts at 16:00 UTC.
const now = new Date('2026-11-23T10:00:00Z')
const next = new Date('2026-11-23T16:00:00Z')

describe('when dividends and invite rewards arrive (issue 33)', () => {
  beforeEach(() => vi.useFakeTimers({ now, toFake: ['Date'] }))
  afterEach(async () => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    await i18n.changeLanguage('zh')
  })

  it("says the next settlement in the member's time zone and the settlement zone's rule", async () => {
    answer(() => ok({ ...defaultRulesView, timeZone: 'Asia/Shanghai' }))
    renderClub(<NextSettlement />)
    const line = await screen.findByText(/下次结算/)
    expect(line.textContent).toBe(`下次结算：${formatSettlementTime(next, 'zh')} 后`)
    expect(screen.getByTestId('next-settlement').textContent).toContain(
      '每日在 Asia/Shanghai 时间零点后结算，到账后可在此领取',
    )
  })

  it('in English', async () => {
    await i18n.changeLanguage('en')
    answer(() => ok(defaultRulesView))
    renderClub(<NextSettlement />)
    expect((await screen.findByText(/Next settlement/)).textContent).toBe(
      `Next settlement: shortly after ${formatSettlementTime(next, 'en')}`,
    )
  })

  it('while the rules load, then when they fail, says so', async () => {
    answer(() => json(500, { code: 500, msg: '服务器内部错误', data: null }))
    renderClub(<NextSettlement />)
    expect(screen.getByTestId('next-settlement').dataset.state).toBe('loading')
    expect((await screen.findByText('下次结算时间暂时无法获取')).dataset.state).toBe('error')
  })
})
