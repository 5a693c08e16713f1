/** Test support: a screen or component rendered in a router frame with a fresh query cache. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ComponentType, ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'

function Place() {
  const location = useLocation()
  return <p data-testid="place">{`${location.pathname}${location.search}`}</p>
}

/** Renders `element` on `pattern` at `path`, with a fresh cache; any other path shows where navigation went. */
export function renderAt(pattern: string, path: string, element: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<Place />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/**
 * Renders a route's screen at `path` while the API never answers, so it stays in its loading state
 * (the caller undoes the fetch stub, a `vi.fn`, with `vi.unstubAllGlobals`).
 */
export function renderLoadingScreen(pattern: string, path: string, Screen: ComponentType) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  )
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<Screen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
