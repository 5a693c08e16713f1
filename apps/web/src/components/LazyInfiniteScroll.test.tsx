import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SETTLE_MS } from '../lib/afterPageLoad'
import { LazyInfiniteScroll } from './LazyInfiniteScroll'

// Stands for antd-mobile's InfiniteScroll, whose scroll checks happy-dom cannot lay out.
vi.mock('./InfiniteScrollLoaded', () => ({
  default: ({
    hasMore,
    children,
  }: {
    hasMore: boolean
    children: (more: boolean, failed: boolean) => unknown
  }) => <div data-testid="loaded">{children(hasMore, true) as string}</div>,
}))

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('LazyInfiniteScroll', () => {
  it('paints the foot in antd-mobile markup at once, then hands over to InfiniteScroll once the screen has settled', async () => {
    vi.useFakeTimers()
    const { container } = render(
      <LazyInfiniteScroll hasMore loadMore={vi.fn(async () => undefined)}>
        {(more, failed) => <span>{failed ? 'failed' : more ? 'loading' : 'no more'}</span>}
      </LazyInfiniteScroll>,
    )
    expect(container.querySelector('.adm-infinite-scroll')?.textContent).toBe('loading')
    // Not while the screen's own chunks and data are on their way.
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS - 100))
    expect(screen.queryByTestId('loaded')).toBeNull()
    await act(() => vi.runAllTimersAsync())
    vi.useRealTimers()
    expect((await screen.findByTestId('loaded')).textContent).toBe('failed')
  })
})
