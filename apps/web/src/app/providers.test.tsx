import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './providers'

function Price({ ask }: { ask: () => Promise<string> }) {
  const price = useQuery({ queryKey: ['price'], queryFn: ask })
  return <p data-testid="price">{price.data ?? '…'}</p>
}

describe('the query client', () => {
  afterEach(() => {
    cleanup()
    act(() => onlineManager.setOnline(true))
  })

  it('asks again for what is on screen when the connection comes back, even data still fresh', async () => {
    let answers = 0
    const ask = vi.fn(async () => `price ${++answers}`)
    const client = createQueryClient()
    render(
      <QueryClientProvider client={client}>
        <Price ask={ask} />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe('price 1'))
    act(() => onlineManager.setOnline(false))
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe('price 2'))
    expect(ask).toHaveBeenCalledTimes(2)
  })
})
