import { cleanup, render, waitFor } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../lib/storage'
import { signInForTest } from '../lib/testing/signedIn'
import { AppProviders, createQueryClient } from './providers'
import { routeObjects } from './router'
import type { ScreenId } from './routes'
import { screenData } from './screenData'

const CHUNK_TIMEOUT = { timeout: 20_000 }

// happy-dom has no canvas: the price chart's chart stays an empty element.
vi.mock('../lib/charts/useChart', async () => {
  const { useRef } = await import('react')
  return { useChart: () => ({ host: useRef(null), chart: useRef(null), series: useRef(null) }) }
})

const keysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .sort()

/** The API paths fetch was asked for, in order (the API never answers: screens stay loading). */
let asked: string[] = []

describe("each route's loader asks for its screen's first data, and the screen asks for nothing twice", () => {
  beforeEach(() => {
    asked = []
    clearSession()
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        asked.push(new URL(request.url).pathname + new URL(request.url).search)
        return new Promise(() => undefined)
      }),
    )
  })
  afterEach(() => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
  })

  const cases: [ScreenId, string, boolean][] = [
    ['login', '/login', false],
    ['main', '/main', true],
    ['main', '/main', false],
    ['marketplace', '/marketplace', false],
    ['swap', '/swap', false],
    ['priceChart', '/price-chart', false],
    ['clubTeam', '/vita-club/team', true],
  ]
  it.each(cases)(
    '%s at %s (member: %s)',
    async (id, path, signedIn) => {
      if (signedIn) signInForTest()
      const client = createQueryClient()
      screenData[id]!.load(client, signedIn)
      const loaded = keysOf(client)
      const loaderAsked = [...asked]
      expect(loaded.length).toBe(loaderAsked.length)
      if (!(id === 'clubTeam' && !signedIn)) expect(loaded.length).toBeGreaterThan(0)

      render(
        <AppProviders client={client}>
          <RouterProvider router={createMemoryRouter(routeObjects, { initialEntries: [path] })} />
        </AppProviders>,
      )
      // The screen has rendered: its own markup in place of the route's skeleton.
      await waitFor(() => {
        expect(document.querySelector('.screen-skeleton')).toBeNull()
        expect(document.querySelector('main, .login-page, [data-testid="login-button"]')).not.toBeNull()
      }, CHUNK_TIMEOUT)
      await new Promise((resolve) => setTimeout(resolve, 50))
      // Every query the loader started is one the screen uses, and no path went out twice.
      const used = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.getObserversCount() > 0)
        .map((query) => JSON.stringify(query.queryKey))
      for (const key of loaded) expect(used, key).toContain(key)
      expect(new Set(asked).size).toBe(asked.length)
    },
    30_000,
  )
})
