/**
 * What the API serves a first visit with, from the real build: each path that opens a screen gets
 * index.html with modulepreload links for that screen's chunks (apps/web/routePreloads.ts), and every
 * link names a file the build wrote (a stale name is a 404 in the console and a chunk fetched twice);
 * and its prerendered shell (apps/web/prerenderShells.ts), which the app hydrates.
 */
import { describe, expect, it } from 'vitest'
import { launchBrowser, newPhoneContext, url } from './browser'

const PATHS = [
  '/',
  '/login',
  '/invite/E2EGENESIS',
  '/marketplace',
  '/swap',
  '/vita-club/team',
  '/price-chart',
  '/main',
]

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!)

describe("the screens' chunks preloaded by index.html", () => {
  it('are named in the page of each path that opens a screen, and every one is there', async () => {
    const entry = preloads(await (await fetch(url('/index.html'))).text())
    const checked = new Set<string>()
    for (const path of PATHS) {
      const response = await fetch(url(path), { headers: { 'accept-encoding': 'br' } })
      expect(response.status, path).toBe(200)
      const screen = preloads(await response.text()).filter((href) => !entry.includes(href))
      expect(screen.length, path).toBeGreaterThan(0)
      for (const href of screen) checked.add(href)
    }
    for (const href of checked) {
      const response = await fetch(url(href))
      expect(response.status, href).toBe(200)
      expect(response.headers.get('content-type'), href).toMatch(/javascript/)
    }
  })
})

describe("each screen's prerendered shell", () => {
  it('paints before any script runs, in the cookie’s language, and is hydrated rather than replaced', async () => {
    const { browser, close } = await launchBrowser()
    try {
      for (const [locale, tab] of [
        ['zh', '兑换'],
        ['en', 'Swap'],
      ] as const) {
        // Without scripts: the frame, the tab bar and the skeleton are in the page as sent.
        const still = await browser.newContext({
          javaScriptEnabled: false,
          viewport: { width: 390, height: 844 },
        })
        await still.addCookies([{ name: 'vita_locale', value: locale, url: url('/') }])
        const stillPage = await still.newPage()
        await stillPage.goto(url('/swap'))
        expect(await stillPage.getByTestId('tab-bar').textContent()).toContain(tab)
        expect(await stillPage.locator('.screen-skeleton').count()).toBe(1)
        await still.close()

        // With scripts: React hydrates the shell (the tab bar's element stays), then the screen replaces
        // the skeleton, with no hydration error in the console.
        const context = await newPhoneContext(browser, locale)
        await context.addCookies([{ name: 'vita_locale', value: locale, url: url('/') }])
        await context.addInitScript((value) => {
          if (!location.protocol.startsWith('http')) return
          localStorage.setItem('locale', value)
          const removed: string[] = []
          Object.assign(window, { removedShellNodes: removed })
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of Array.from(record.removedNodes))
                if (node instanceof Element && node.matches('.with-tab-bar, [data-testid="tab-bar"]'))
                  removed.push(node.className)
          }).observe(document, { subtree: true, childList: true })
        }, locale)
        const page = await context.newPage()
        const consoleErrors: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text())
        })
        await page.goto(url('/swap'))
        await page.locator('main h2').first().waitFor()
        expect(await page.locator('.screen-skeleton').count()).toBe(0)
        expect(await page.getByTestId('tab-bar').textContent()).toContain(tab)
        expect(
          await page.evaluate(() => (window as unknown as { removedShellNodes: string[] }).removedShellNodes),
        ).toEqual([])
        expect(consoleErrors).toEqual([])
        await context.close()
      }
    } finally {
      await close()
    }
  })
})
