import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SETTLE_MS } from '../lib/afterPageLoad'
import { LazyTabs } from './LazyTabs'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const tabs = [
  { key: 'a', title: 'Alpha' },
  { key: 'b', title: 'Beta' },
  { key: 'c', title: 'Gamma' },
]

describe('LazyTabs', () => {
  it('paints a working tab list at once, then hands over to antd-mobile Tabs with the same roles once the screen has settled', async () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    const { container } = render(<LazyTabs tabs={tabs} activeKey="b" onChange={onChange} />)
    // First paint: no antd-mobile Tabs yet (it measures its ink bar into an inline transform).
    const line = container.querySelector<HTMLElement>('.adm-tabs-tab-line')
    expect(line?.parentElement?.textContent).toBe('Beta')
    expect(screen.getByRole('tablist')).toBeTruthy()
    const [alpha, beta, gamma] = screen.getAllByRole('tab')
    expect(beta?.getAttribute('aria-selected')).toBe('true')
    expect(beta?.tabIndex).toBe(0)
    expect(alpha?.getAttribute('aria-selected')).toBe('false')
    expect(alpha?.tabIndex).toBe(-1)
    fireEvent.click(alpha!)
    expect(onChange).toHaveBeenLastCalledWith('a')
    fireEvent.keyDown(beta!, { key: 'ArrowRight' })
    expect(onChange).toHaveBeenLastCalledWith('c')
    fireEvent.keyDown(beta!, { key: 'ArrowLeft' })
    expect(onChange).toHaveBeenLastCalledWith('a')
    expect(gamma?.classList.contains('adm-tabs-tab-active')).toBe(false)
    // antd-mobile's Tabs (react-spring) waits until the screen has settled.
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS - 100))
    expect(container.querySelector('.adm-tabs-tab-line')?.parentElement?.textContent).toBe('Beta')
    await act(() => vi.runAllTimersAsync())
    vi.useRealTimers()

    await waitFor(() =>
      expect(container.querySelector('.adm-tabs-tab-line')?.parentElement?.getAttribute('role')).toBe(
        'tablist',
      ),
    )
    const loaded = screen.getAllByRole('tab')
    expect(loaded.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    fireEvent.click(loaded[2]!)
    expect(onChange).toHaveBeenLastCalledWith('c')
  })
})
