import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScreenRefresh } from './ScreenRefresh'

afterEach(cleanup)

/** A touch as a phone sends it (happy-dom has no Touch constructor). */
function touch(target: Element, type: string, clientY?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'touches', { value: clientY === undefined ? [] : [{ clientY }] })
  act(() => void target.dispatchEvent(event))
}

function Shown({ name, ask }: { name: string; ask: () => Promise<string> }) {
  const query = useQuery({ queryKey: [name], queryFn: ask, staleTime: Infinity })
  return <p data-testid={name}>{query.data ?? '…'}</p>
}

describe('pull to refresh a screen', () => {
  it('asks again for every query the screen shows, and for none it does not', async () => {
    const client = new QueryClient()
    const balances = vi.fn(async () => 'balances')
    const news = vi.fn(async () => 'news')
    const elsewhere = vi.fn(async () => 'elsewhere')
    await client.prefetchQuery({ queryKey: ['elsewhere'], queryFn: elsewhere })
    render(
      <QueryClientProvider client={client}>
        <ScreenRefresh>
          <Shown name="balances" ask={balances} />
          <Shown name="news" ask={news} />
        </ScreenRefresh>
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('news').textContent).toBe('news'))
    const content = screen.getByTestId('balances')
    touch(content, 'touchstart', 0)
    touch(content, 'touchmove', 400)
    touch(content, 'touchend')
    await waitFor(() => expect(news).toHaveBeenCalledTimes(2))
    expect(balances).toHaveBeenCalledTimes(2)
    expect(elsewhere).toHaveBeenCalledTimes(1)
  })
})
