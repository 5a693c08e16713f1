import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../lib/storage'
import { signInForTest } from '../../lib/testing/signedIn'

/** A touch as a phone sends it (happy-dom has no Touch constructor). */
function touch(target: Element, type: string, clientY?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'touches', { value: clientY === undefined ? [] : [{ clientY }] })
  act(() => void target.dispatchEvent(event))
}

// Issue 33 item 16: Mine, Assets and Swap had no pull to refresh.
const SCREENS: readonly [string, () => Promise<{ default: ComponentType }>][] = [
  ['/main', () => import('./member/MainScreen')],
  ['/assets', () => import('./assets/AssetsScreen')],
  ['/swap', () => import('./swap/SwapScreen')],
]

describe('the screens a member checks their money on refresh when pulled down', () => {
  afterEach(() => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
  })

  it.each(SCREENS)(
    '%s asks again for every query on screen (components/ScreenRefresh)',
    async (path, load) => {
      const { default: Screen } = await load()
      signInForTest()
      // The API never answers: the screen stays loading.
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => undefined)),
      )
      const client = new QueryClient()
      const refetch = vi.spyOn(client, 'refetchQueries').mockResolvedValue(undefined)
      const view = render(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Screen />
          </MemoryRouter>
        </QueryClientProvider>,
      )
      const content = view.container.querySelector('main .adm-pull-to-refresh-content')
      expect(content).not.toBeNull()
      touch(content!, 'touchstart', 0)
      touch(content!, 'touchmove', 400)
      touch(content!, 'touchend')
      expect(refetch).toHaveBeenCalledWith({ type: 'active' })
    },
    30_000,
  )
})
