import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import type { LocalAccount } from 'viem'
import { inject } from 'vitest'
import { installTestWallet, type TestWallet } from './testWallet'

export const artifactsDir = fileURLToPath(new URL('../../test-artifacts/screenshots/', import.meta.url))

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Debian's Chromium, headless, with the flags this closed-network machine needs (toolchain.md).
 * Playwright gives every launch a fresh temporary profile (it refuses a --user-data-dir argument).
 */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  return {
    browser,
    async close() {
      await browser.close()
    },
  }
}

export type MemberSession = { context: BrowserContext; page: Page; wallet: TestWallet }

const pageErrors: string[] = []

/**
 * The uncaught errors and unhandled rejections of the app's pages since the last call (noPageErrors.ts
 * checks after every test): a module run before one it needs, a failure no screen handled.
 */
export const takePageErrors = () => pageErrors.splice(0)

/** A phone-sized (390×844) browser context, nothing installed; its pages' uncaught errors recorded. */
export async function newPhoneContext(browser: Browser, locale: 'zh' | 'en'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: locale === 'zh' ? 'zh-CN' : 'en-US',
  })
  context.on('weberror', (error) => {
    pageErrors.push(`${error.page()?.url() ?? 'a page'}: ${String(error.error().stack ?? error.error())}`)
  })
  return context
}

/** A plain phone browser: no wallet installed (the app's own dev wallet is all there is). */
export async function openPlainPhone(
  browser: Browser,
  locale: 'zh' | 'en' = 'zh',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser, locale)
  return { context, page: await context.newPage() }
}

/**
 * A fresh phone-sized browser context with the test wallet holding `account`. The phone has that one
 * wallet: the app's dev wallet (dev chain only) is kept from announcing itself, so the tests written
 * for one installed wallet see no chooser (devWallet.e2e.ts tests the dev wallet on a plain phone).
 */
export async function openPhone(
  browser: Browser,
  account: LocalAccount,
  locale: 'zh' | 'en' = 'zh',
): Promise<MemberSession> {
  const context = await newPhoneContext(browser, locale)
  await context.addInitScript(() => {
    window.addEventListener('eip6963:announceProvider', (event) => {
      const detail = (event as CustomEvent<{ info?: { rdns?: string } } | undefined>).detail
      if (detail?.info?.rdns === 'club.vita.devwallet') event.stopImmediatePropagation()
    })
  })
  const wallet = await installTestWallet(context, {
    account,
    rpcUrl: inject('rpcUrl'),
    chainId: inject('chainId'),
  })
  const page = await context.newPage()
  return { context, page, wallet }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true })
  const path = join(artifactsDir, `${name}.png`)
  await page.screenshot({ path, fullPage: false })
  return path
}

export const url = (path: string) => new URL(path, inject('baseUrl')).toString()
