import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultRulesView } from '../testingRules'
import { RulesDialog } from './RulesDialog'
import { ok, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

describe('the dividend rules dialog', () => {
  const fetchMock = vi.fn(async () => ok({ ...defaultRulesView, staticDailyRateBps: 350 }))
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    cleanup()
    fetchMock.mockClear()
    vi.unstubAllGlobals()
  })

  it('loads GET /app/club/rules when opened and shows every number from it', async () => {
    renderClub(<RulesDialog />)
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('club-rules-open'))
    const staticRule = await screen.findByTestId('club-rule-staticRule')
    expect(staticRule.textContent).toContain('每日按静态池余额的 3.5%（可配置范围 3%–5%）')
    expect(staticRule.textContent).toContain('上限为投资金额的 100%')
    expect(screen.getByTestId('club-rule-orders').textContent).toContain('每单 224 USDT，每人最多 4 单')
    expect(screen.getByTestId('club-rule-dynamicRule').textContent).toContain('20% 由团队业绩前 4 名平分')
    expect(screen.getByTestId('club-rule-invite').textContent).toContain('10 USDT')
    expect(screen.getByTestId('club-rule-cards').textContent).toContain('365 天')
    expect(screen.getByTestId('club-rules').querySelectorAll('tbody tr')).toHaveLength(5)
  })
})
