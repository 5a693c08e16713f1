import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../lib/i18n'
import { clearSession } from '../lib/storage'
import { AppProviders } from './providers'
import { routeObjects } from './router'

// react-i18next is hoisted next to the repo root's older React; in this test it gets a minimal stand-in.
vi.mock('react-i18next', () => ({
  initReactI18next: { type: '3rdParty', init: () => undefined },
  I18nextProvider: ({ children }: { children: ReactNode }) => children,
  useTranslation: () => ({ t: i18n.t.bind(i18n), i18n }),
}))

// antd-mobile(-icons) also resolve the root's React here; the layout's own rules are in tabBar.test.ts.
vi.mock('../components/TabBarLayout', () => ({
  default: ({ children }: { children: ReactNode }) => <div data-testid="tab-bar">{children}</div>,
}))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root

async function open(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] })
  await act(async () => {
    root.render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    )
  })
  return router
}

/** Waits for lazy chunks (screens, the tab bar layout) to render. */
async function find(selector: string): Promise<Element | null> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const element = container.querySelector(selector)
    if (element) return element
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
  }
  return null
}

describe('app shell routing', () => {
  beforeEach(() => {
    clearSession()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    )
    container = document.createElement('div')
    document.body.appendChild(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.unstubAllGlobals()
  })

  it('sends / to /vita-club/team, which shows the not-found page (with the tab bar) for now', async () => {
    const router = await open('/')
    expect(router.state.location.pathname).toBe('/vita-club/team')
    expect((await find('[data-testid="not-found"]'))?.textContent).toContain('/vita-club/team')
    expect(await find('[data-testid="tab-bar"]')).not.toBeNull()
  })

  it('sends a visitor on an auth path to /login with the full path as redirect', async () => {
    const router = await open('/order/42?tab=1')
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/order/42?tab=1')
  })

  // Open in spec §2 but only for members: visitors get a login prompt, not the not-found page.
  for (const path of ['/withdraw', '/transfer-money', '/assets-log', '/bind-referrer']) {
    it(`mounts ${path} and asks a visitor to log in`, async () => {
      await open(path)
      expect(await find('[data-testid="login-prompt"]')).not.toBeNull()
      expect(container.querySelector('[data-testid="not-found"]')).toBeNull()
    }, 30_000)
  }

  it('mounts /user-manual with the rules of the product', async () => {
    await open('/user-manual')
    expect((await find('[data-testid="user-manual"]'))?.textContent).toContain('224 USDT')
  })

  it('shows the not-found page for unknown paths', async () => {
    await open('/no/such/page')
    expect(await find('[data-testid="not-found"]')).not.toBeNull()
    expect(container.querySelector('[data-testid="tab-bar"]')).toBeNull()
  })
})
