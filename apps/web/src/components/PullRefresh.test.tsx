import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PullRefresh } from './PullRefresh'

afterEach(cleanup)

describe('PullRefresh', () => {
  it('paints the children plainly, then wraps them in antd-mobile PullToRefresh once its chunk loads', async () => {
    const { container } = render(
      <PullRefresh onRefresh={vi.fn(async () => undefined)} pullingText="pull me">
        <p>list</p>
      </PullRefresh>,
    )
    expect(screen.getByText('list')).toBeTruthy()
    expect(container.querySelector('.adm-pull-to-refresh-head')).toBeNull()
    expect(await screen.findByText('pull me')).toBeTruthy()
    expect(container.querySelector('.adm-pull-to-refresh-head')).not.toBeNull()
    expect(container.querySelector('.adm-pull-to-refresh-content')?.textContent).toBe('list')
  })

  it('renders the loaded component at once on a later mount', () => {
    const { container } = render(
      <PullRefresh onRefresh={vi.fn(async () => undefined)} pullingText="pull again">
        <p>list</p>
      </PullRefresh>,
    )
    expect(container.querySelector('.adm-pull-to-refresh-head')).not.toBeNull()
    expect(screen.getByText('pull again')).toBeTruthy()
  })
})
