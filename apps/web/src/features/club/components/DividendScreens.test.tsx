import type { DirectRewards, DynamicDividend } from '@vita/shared/schemas/club'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DirectRewardHistory } from './DirectRewardHistory'
import { DynamicDividendCard } from './DynamicDividendCard'
import { json, ok, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

const unit = 10n ** 18n
const dynamic = (qualified: boolean): DynamicDividend => ({
  qualified,
  level: qualified ? 1 : 0,
  day: '2026-11-22',
  poolBalance: (1000n * unit).toString(),
  totalAllocated: (40n * unit).toString(),
  topFourAllocation: (4n * unit).toString(),
  rateBps: 200,
  dailyAmount: (20n * unit).toString(),
  userCountWeight: (8n * unit).toString(),
  qualifiedUserCount: 3,
  teamPerformanceWeight: (8n * unit).toString(),
  personal: (5n * unit).toString(),
  personalTotal: (15n * unit).toString(),
  topFour: false,
})
const answer = (respond: () => Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => respond()),
  )

describe('dynamic dividends and direct rewards', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('below V1 says spec §6’s message and no personal figure', async () => {
    answer(() => ok(dynamic(false)))
    renderClub(<DynamicDividendCard />)
    expect((await screen.findByTestId('dynamic-not-qualified')).textContent).toBe(
      '您暂时无法参与动态分红，继续加油！',
    )
    expect(screen.queryByTestId('row-personal')).toBeNull()
    expect(screen.getByTestId('row-rate').textContent).toContain('2%')
  })

  it('a qualified member sees the personal dividend', async () => {
    answer(() => ok(dynamic(true)))
    renderClub(<DynamicDividendCard />)
    expect((await screen.findByTestId('row-personal')).textContent).toContain('5 USDT')
    expect(screen.queryByTestId('dynamic-not-qualified')).toBeNull()
  })

  it('a failed load says 获取动态分红数据失败', async () => {
    answer(() => json(500, { code: 500, msg: '服务器内部错误', data: null }))
    renderClub(<DynamicDividendCard />)
    expect((await screen.findByTestId('dynamic-dividend-error')).textContent).toContain(
      '获取动态分红数据失败',
    )
  })

  it('direct rewards: total, today, direct count and the records, a reversal negative', async () => {
    const rewards: DirectRewards = {
      total: (10n * unit).toString(),
      today: '0',
      directCount: 2,
      pending: { count: 1, amount: (10n * unit).toString() },
      records: {
        items: [
          {
            id: '2',
            day: '2026-11-22',
            invitee: { communityNumber: '1002', maskedAddress: '0x12…ab', level: 0 },
            amount: (-10n * unit).toString(),
          },
          {
            id: '1',
            day: '2026-11-21',
            invitee: { communityNumber: '1002', maskedAddress: '0x12…ab', level: 0 },
            amount: (10n * unit).toString(),
          },
        ],
        nextCursor: null,
      },
    }
    answer(() => ok(rewards))
    renderClub(<DirectRewardHistory />)
    const summary = await screen.findByTestId('direct-rewards-summary')
    expect(summary.textContent).toContain('10 USDT')
    expect(screen.getByTestId('row-count').textContent).toContain('2')
    const rows = screen.getAllByTestId('direct-reward')
    expect(rows[0]?.textContent).toContain('-10 USDT')
    expect(rows[0]?.textContent).toContain('冲回')
    expect(rows[1]?.textContent).toContain('+10 USDT')
    // Issue 30: a reward that waits for the settlement says so.
    expect(screen.getByTestId('direct-rewards-pending').textContent).toBe(
      '1 位好友的首单已生效，10 USDT 奖励将在下次每日结算时发放（手续费池不足时顺延）',
    )
  })
})
