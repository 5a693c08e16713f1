import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

afterEach(cleanup)

describe('LazyInfiniteScroll', () => {
  it('paints the foot in antd-mobile markup at once, then hands over to the loaded InfiniteScroll', async () => {
    const { container } = render(
      <LazyInfiniteScroll hasMore loadMore={vi.fn(async () => undefined)}>
        {(more, failed) => <span>{failed ? 'failed' : more ? 'loading' : 'no more'}</span>}
      </LazyInfiniteScroll>,
    )
    expect(container.querySelector('.adm-infinite-scroll')?.textContent).toBe('loading')
    expect((await screen.findByTestId('loaded')).textContent).toBe('failed')
  })
})
