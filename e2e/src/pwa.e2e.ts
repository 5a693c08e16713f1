/**
 * The installable app in Chromium: the manifest is linked and installable (Chrome's own checks over
 * CDP), the service worker precaches the shell and hashed build, answers client routes offline, never
 * caches API answers; and a new deployment (a second real build) brings up the reload prompt, again on
 * the next load if put off.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import { chromium, type Browser, type Page } from 'playwright-core'
import { build, type Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { webAndNotFoundLayer } from '../../apps/api/src/platform/http/webAndNotFound'
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, newPhoneContext, screenshot, url } from './browser'

const webRoot = fileURLToPath(new URL('../../apps/web/', import.meta.url))

/** Waits until the page's service worker is active (installed, precache filled) and returns its script URL. */
async function activeServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.scriptURL ?? ''
  })
}

/** Every URL in the page's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(request.url)
    }
    return urls
  })
}

describe('the installable app', () => {
  let browser: Browser
  let closeBrowser: () => Promise<void>

  beforeAll(async () => {
    ;({ browser, close: closeBrowser } = await launchBrowser())
  })
  afterAll(async () => {
    await closeBrowser?.()
  })

  it('links an installable manifest and precaches the shell, serves client routes offline, never API answers', async () => {
    const context = await newPhoneContext(browser, 'zh')
    const page = await context.newPage()
    await page.goto(url('/login'))
    expect(await activeServiceWorker(page)).toBe(url('/sw.js'))
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest')
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/apple-touch-icon-180x180.png',
    )

    // Chrome's own manifest parser and installability checks (what "Install app" relies on).
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest', {})
    expect(manifest.errors).toEqual([])
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Vita Club 会员俱乐部',
      short_name: 'Vita Club',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#0f6e5b',
    })
    // Playwright's contexts are incognito, where Chrome never offers to install: the only complaint allowed.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito'])

    // Now controlled: the shell and scripts come from the precache, API answers from the network.
    const responses: Array<{ url: string; fromServiceWorker: boolean }> = []
    page.on('response', (response) => {
      responses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() })
    })
    await page.reload()
    await page.getByTestId('login-button').waitFor()
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(url('/sw.js'))
    const configStatus = await page.evaluate(async () => (await fetch('/app/config')).status)
    expect(configStatus).toBe(200)
    const document = responses.find((r) => r.url === url('/login'))
    expect(document?.fromServiceWorker).toBe(true)
    expect(responses.filter((r) => r.url.includes('/assets/')).every((r) => r.fromServiceWorker)).toBe(true)
    const api = responses.filter((r) => new URL(r.url).pathname.startsWith('/app/'))
    expect(api.length).toBeGreaterThan(0)
    expect(api.every((r) => !r.fromServiceWorker)).toBe(true)

    const cached = (await cachedUrls(page)).map((u) => new URL(u).pathname)
    expect(cached.some((path) => path === '/index.html')).toBe(true)
    expect(cached.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(20)
    expect(cached.filter((path) => /^\/(app|uploads)(\/|$)/.test(path))).toEqual([])

    // Offline, a client route still opens: the cached index.html and scripts; the API fails as it should.
    await context.setOffline(true)
    const offline = await page.goto(url('/vita-club/team'))
    expect(offline?.fromServiceWorker()).toBe(true)
    // The club's landing screen renders from the precache (signed out: its login prompt), not a spinner.
    await page.getByTestId('login-prompt-button').waitFor({ timeout: 15_000 })
    await screenshot(page, 'pwa-offline-zh')
    await context.setOffline(false)
    await context.close()
  })

  it("passes Chrome's installability checks in a regular (persistent) profile", async () => {
    const profile = mkdtempSync(join(tmpdir(), 'vita-pwa-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(url('/login'))
      await activeServiceWorker(page)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('links the English manifest when the app speaks English', async () => {
    const context = await newPhoneContext(browser, 'en')
    // The app's pages only: about:blank has no storage, and its error would be a page error.
    await context.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('locale', 'en')
    })
    const page = await context.newPage()
    await page.goto(url('/login'))
    await activeServiceWorker(page)
    await expect
      .poll(() => page.locator('link[rel="manifest"]').getAttribute('href'))
      .toBe('/manifest.en.webmanifest')
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest', {})
    expect(manifest.errors).toEqual([])
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Vita Club',
      lang: 'en',
      display: 'standalone',
    })
    await context.close()
  })

  describe('a new deployment', () => {
    const site = mkdtempSync(join(tmpdir(), 'vita-pwa-site-'))
    const buildB = mkdtempSync(join(tmpdir(), 'vita-pwa-build-b-'))
    const server = Fastify()
    let siteUrl = ''

    beforeAll(async () => {
      // Build A is the app as built for the run; it is served from a folder of its own, with the API behind it.
      cpSync(join(webRoot, 'dist'), site, { recursive: true })
      server.get('/app/*', async (request, reply) => {
        const answer = await fetch(new URL(request.url, inject('baseUrl')), {
          headers: { 'accept-language': request.headers['accept-language'] ?? 'zh-CN' },
        })
        return reply
          .status(answer.status)
          .type(answer.headers.get('content-type') ?? 'application/json')
          .send(Buffer.from(await answer.arrayBuffer()))
      })
      await server.register(webAndNotFoundLayer, { webDistDir: site })
      await server.listen({ host: '127.0.0.1', port: 0 })
      siteUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      await server.close()
      rmSync(site, { recursive: true, force: true })
      rmSync(buildB, { recursive: true, force: true })
    })

    it('asks "新版本可用，刷新？", in English after 稍后, and reloads', { timeout: 180_000 }, async () => {
      const context = await newPhoneContext(browser, 'zh')
      const page = await context.newPage()
      await page.goto(`${siteUrl}/login`)
      const workerA = await activeServiceWorker(page)
      expect(workerA).toBe(`${siteUrl}/sw.js`)
      expect(await page.locator('meta[name="vita-build"]').count()).toBe(0)

      // Build B: the same app with a changed index.html, a real build with its own service worker.
      const markBuildB: Plugin = {
        name: 'vita-e2e-build-b',
        transformIndexHtml: (html) =>
          html.replace('</head>', '<meta name="vita-build" content="B" /></head>'),
      }
      await build({
        root: webRoot,
        configFile: join(webRoot, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: buildB, emptyOutDir: true },
        plugins: [markBuildB],
      })
      cpSync(buildB, site, { recursive: true })

      // The member opens the app again: the browser finds the new sw.js, installs it beside the old one.
      await page.reload()
      const prompt = page.getByText('新版本可用，刷新？')
      await prompt.waitFor({ timeout: 60_000 })
      await screenshot(page, 'pwa-update-prompt-zh')
      expect(await page.locator('meta[name="vita-build"]').count()).toBe(0)

      // "稍后" keeps build A; the next load asks again, here in English (the same waiting worker, no rebuild).
      await page.getByRole('button', { name: '稍后', exact: true }).click()
      await expect.poll(() => prompt.count()).toBe(0)
      await page.evaluate(() => localStorage.setItem('locale', 'en'))
      await page.reload()
      const promptEn = page.getByText('A new version is available. Reload?', { exact: true })
      await promptEn.waitFor({ timeout: 60_000 })
      await screenshot(page, 'pwa-update-prompt-en')
      expect(await page.locator('meta[name="vita-build"]').count()).toBe(0)

      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Reload', exact: true }).click(),
      ])
      await expect.poll(() => page.locator('meta[name="vita-build"]').count(), { timeout: 30_000 }).toBe(1)
      await expect.poll(() => promptEn.count()).toBe(0)
      await context.close()
    })
  })
})
