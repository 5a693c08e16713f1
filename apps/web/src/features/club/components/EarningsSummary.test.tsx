import type { ClubEarnings } from '@vita/shared/schemas/club'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerTexts } from '../../../lib/i18n'
import { clubEn } from '../locales/en'
import { clubZh } from '../locales/zh'
import { EarningsSummary } from './EarningsSummary'

// The canvas chart is not drawable in happy-dom; the series it gets is tested in earningsSeries.test.ts.
vi.mock('./EarningsChart', () => ({
  default: ({ series }: { series: { static: unknown[] } }) => (
    <div data-testid="earnings-chart" data-points={series.static.length} />
  ),
}))

registerTexts(clubZh, clubEn)

const USDT = 10n ** 18n
const usdt = (whole: bigint) => (whole * USDT).toString()
const zero = { static: '0', dynamic: '0', invite: '0', total: '0' }

describe('earnings summary', () => {
  afterEach(() => cleanup())

  it('shows the empty state before the first settlement, with zero totals', () => {
    render(<EarningsSummary earnings={{ totals: zero, days: [] }} days={30} onDaysChange={() => undefined} />)
    expect(screen.getByTestId('earnings-empty').textContent).toContain('首次结算后将显示收益')
    expect(screen.getByTestId('earnings-total').textContent).toBe('0')
    expect(screen.queryByTestId('earnings-chart-card')).toBeNull()
  })

  it('shows totals by kind, the chart and the days newest first, and switches the days', async () => {
    const earnings: ClubEarnings = {
      totals: { static: usdt(3n), dynamic: usdt(1n), invite: usdt(10n), total: usdt(14n) },
      days: [
        { day: '2026-11-20', static: usdt(1n), dynamic: '0', invite: usdt(10n) },
        { day: '2026-11-22', static: usdt(2n), dynamic: usdt(1n), invite: '0' },
      ],
    }
    const onDaysChange = vi.fn()
    render(<EarningsSummary earnings={earnings} days={30} onDaysChange={onDaysChange} />)
    expect(screen.getByTestId('earnings-total').textContent).toBe('14')
    expect(screen.getByTestId('figure-earnings-invite').textContent).toContain('10')
    expect((await screen.findByTestId('earnings-chart')).dataset.points).toBe('3')
    const days = screen.getAllByTestId('earnings-day').map((row) => row.textContent ?? '')
    expect(days[0]).toContain('2026-11-22')
    expect(days[0]).toContain('+3')
    expect(days[1]).toContain('+11')
    expect(screen.getByTestId('earnings-days-30').getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByTestId('earnings-days-7'))
    expect(onDaysChange).toHaveBeenCalledWith(7)
  })
})
