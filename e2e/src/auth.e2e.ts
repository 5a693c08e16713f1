import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { launchBrowser, openPhone, screenshot, url } from './browser'
import { signInFromInvite } from './session'

const newMember = () => privateKeyToAccount(generatePrivateKey())

describe('wallet sign-in', () => {
  let browser: Browser
  let closeBrowser: () => Promise<void>

  beforeAll(async () => {
    ;({ browser, close: closeBrowser } = await launchBrowser())
  })
  afterAll(async () => {
    await closeBrowser?.()
  })

  it('registers a new member from an invite link and keeps the session across a reload', async () => {
    const account = newMember()
    const { page, context } = await openPhone(browser, account)
    await page.goto(url(`/invite/${inject('genesisInviteCode')}`))
    await page.getByTestId('login-button').waitFor()
    await screenshot(page, 'login-invite-zh')

    await signInFromInvite(page, inject('genesisInviteCode'))
    await page.goto(url('/main'))
    await expect.poll(() => page.getByTestId('member-wallet-address').textContent()).toBe(account.address)
    const uuid = await page.getByTestId('member-uuid').textContent()
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => page.getByTestId('member-community-number').textContent()).toMatch(/\S+/)
    const inviteLink = await page.getByTestId('invite-link').textContent()
    expect(inviteLink).toMatch(new RegExp(`^${inject('baseUrl')}/invite/[A-Za-z0-9]+$`))
    await screenshot(page, 'main-zh')

    await page.reload()
    await expect.poll(() => page.getByTestId('member-uuid').textContent()).toBe(uuid)
    expect(new URL(page.url()).pathname).toBe('/main')
    await context.close()
  })

  it('an unregistered wallet without an invite code is told to use one and stays signed out', async () => {
    const { page, context } = await openPhone(browser, newMember())
    await page.goto(url('/login'))
    await page.getByTestId('login-button').click()
    await expect.poll(() => page.getByText('请使用邀请码，注册登录使用').first().isVisible()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await context.close()
  })

  it('switching the wallet account signs the member out to /login', async () => {
    const { page, context, wallet } = await openPhone(browser, newMember())
    await signInFromInvite(page, inject('genesisInviteCode'))
    await page.goto(url('/main'))
    await page.getByTestId('member-uuid').waitFor()
    await wallet.switchAccount(newMember())
    await page.waitForURL((current) => current.pathname === '/login', { timeout: 15_000 })
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await context.close()
  })

  it('an auth route while signed out redirects to /login with the wanted path', async () => {
    const { page, context } = await openPhone(browser, newMember())
    await page.goto(url('/assets?currency=USDT'))
    await page.waitForURL((current) => current.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/assets?currency=USDT')
    await page.goto(url('/daily-ranking'))
    await page.waitForURL((current) => current.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/daily-ranking')
    await context.close()
  })

  it('switching to English changes the texts and survives a reload', async () => {
    const { page, context } = await openPhone(browser, newMember())
    await page.goto(url('/setting'))
    await page.getByTestId('language-en').click()
    await page.goto(url('/login'))
    await expect.poll(() => page.getByTestId('login-button').textContent()).toMatch(/[A-Za-z]/)
    await screenshot(page, 'login-en')
    await page.reload()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('en')
    await expect.poll(() => page.getByTestId('login-button').textContent()).toMatch(/[A-Za-z]/)
    await context.close()
  })
})
