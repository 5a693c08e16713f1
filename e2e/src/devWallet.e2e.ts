/**
 * A newcomer in a plain browser (no wallet installed, no test wallet): the login screen offers the
 * app's own dev wallet (dev chain only), the chooser names it, the faucet sends it BNB and USDT on
 * the chain, it signs in through the invite link, swaps USDT for DPINE on /swap and buys a club order:
 * every signature and transaction made in the page by the burner key and sent to the dev chain.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { launchBrowser, openPlainPhone, screenshot, url } from './browser'
import { buyThroughTheScreen, CLUB_ORDER_PRICE } from './clubFlow'

type Contracts = { usdt: Address; dpine: Address; order: Address }

const toast = (page: Page, text: string | RegExp) => page.locator('.adm-toast-main', { hasText: text })

function chain() {
  const deployment = JSON.parse(inject('deploymentJson')) as { contracts: Contracts }
  const client = createPublicClient({ transport: http(inject('rpcUrl')) })
  const tokenBalance = (token: Address, account: Address) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
  return { contracts: deployment.contracts, client, tokenBalance }
}

/** The burner key the page keeps in localStorage, as its address. */
async function devWalletAddress(page: Page): Promise<Address> {
  const key = await page.evaluate(() => localStorage.getItem('devWallet.privateKey'))
  expect(key).toMatch(/^0x[0-9a-f]{64}$/)
  return privateKeyToAddress(key as Hex)
}

async function openChooser(page: Page): Promise<void> {
  await page.getByTestId('dev-wallet-offer').waitFor({ timeout: 20_000 })
  await page.getByTestId('connect-wallet').click()
  const sheet = page.getByTestId('wallet-chooser')
  await sheet.waitFor()
  // The sheet slides in (0.2 s): wait for it to settle before anyone takes a screenshot.
  await sheet.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )
}

describe('the dev wallet and the faucet (plain browser, dev chain)', () => {
  let browser: Browser
  let closeBrowser: () => Promise<void>

  beforeAll(async () => {
    ;({ browser, close: closeBrowser } = await launchBrowser())
  })
  afterAll(async () => {
    await closeBrowser?.()
  })

  it('signs in from the invite link with the dev wallet, takes the faucet, swaps and buys a club order', async () => {
    const { contracts, client, tokenBalance } = chain()
    const { context, page } = await openPlainPhone(browser, 'zh')
    const inviteCode = inject('genesisInviteCode')
    await page.goto(url(`/invite/${inviteCode}`))
    await expect.poll(() => page.getByTestId('invite-code-input').inputValue()).toBe(inviteCode)

    // No wallet installed: instead of only 未检测到钱包, the dev wallet is offered (with the form, before the
    // wallet code has loaded), and the chooser names it.
    await expect.poll(() => page.getByTestId('dev-wallet-offer').textContent()).toContain('开发钱包')
    await screenshot(page, 'login-dev-wallet-offer-zh')
    await openChooser(page)
    const options = page.getByTestId('wallet-option')
    expect(await options.count()).toBe(1)
    expect(await options.first().getAttribute('data-wallet-id')).toBe('club.vita.devwallet')
    expect(await options.first().textContent()).toContain('开发钱包')
    await screenshot(page, 'dev-wallet-chooser-zh')
    await options.first().click()

    // Connected: the card shows the dev wallet, empty, and its faucet.
    const panel = page.getByTestId('dev-wallet-panel')
    await panel.waitFor({ timeout: 20_000 })
    const address = await devWalletAddress(page)
    expect(await client.getBalance({ address })).toBe(0n)
    await expect.poll(() => page.getByTestId('dev-wallet-balances').textContent()).toContain('0 BNB')
    await page.getByTestId('dev-faucet').click()
    await toast(page, '已到账').waitFor({ timeout: 30_000 })
    expect(await client.getBalance({ address })).toBe(parseUnits('1', 18))
    expect(await tokenBalance(contracts.usdt, address)).toBe(parseUnits('1000', 18))
    await expect
      .poll(() => page.getByTestId('dev-wallet-balances').textContent())
      .toMatch(/1 BNB · 1,000 USDT/)
    await toast(page, '已到账').waitFor({ state: 'hidden' })
    await screenshot(page, 'dev-wallet-faucet-zh')

    // Sign in: the dev wallet signs the login message in the page; the invite code registers it.
    await page.getByTestId('login-button').click()
    await page.waitForFunction(() => Boolean(localStorage.getItem('token')), undefined, { timeout: 30_000 })
    const signedIn = await page.evaluate(() => localStorage.getItem('walletAddress'))
    expect(signedIn?.toLowerCase()).toBe(address.toLowerCase())

    // A new member's wallet is whitelisted on VitaOrder by the operator job (the pool sells to members only).
    await expect
      .poll(
        () =>
          client.readContract({
            address: contracts.order,
            abi: vitaOrderAbi,
            functionName: 'isWhitelisted',
            args: [address],
          }),
        { timeout: 30_000 },
      )
      .toBe(true)

    // Swap 100 USDT for DPINE on /swap: approve + swap, both signed by the burner key, sent raw.
    await page.goto(url('/swap'))
    await expect
      .poll(() => page.getByTestId('swap-submit').textContent(), { timeout: 20_000 })
      .toMatch(/买入/)
    await expect.poll(() => page.getByTestId('swap-balance-in').textContent()).toContain('1,000')
    await page.getByTestId('swap-amount-in').fill('100')
    await expect.poll(() => page.getByTestId('swap-quote-out').textContent()).not.toBe('0')
    await page.getByTestId('swap-submit').click()
    await page.getByTestId('swap-confirm').click()
    await toast(page, '买入成功').waitFor({ timeout: 45_000 })
    expect(await tokenBalance(contracts.usdt, address)).toBe(parseUnits('900', 18))
    expect(await tokenBalance(contracts.dpine, address)).toBeGreaterThan(0n)
    // Gas came out of the faucet's BNB, paid by the burner key's own transactions.
    expect(await client.getTransactionCount({ address })).toBe(2)

    // And a club order through the buy screen (approve + VitaOrder.placeOrder, from the faucet's USDT).
    await buyThroughTheScreen(page, 3)
    expect(await tokenBalance(contracts.usdt, address)).toBe(parseUnits('900', 18) - CLUB_ORDER_PRICE)
    await context.close()
  })

  it('shows the chooser, the dev wallet card and the faucet in English', async () => {
    const { context, page } = await openPlainPhone(browser, 'en')
    await page.goto(url('/login'))
    await page.evaluate(() => localStorage.setItem('locale', 'en'))
    await page.reload()
    await expect.poll(() => page.getByTestId('dev-wallet-offer').textContent()).toContain('dev wallet')
    await screenshot(page, 'login-dev-wallet-offer-en')
    await openChooser(page)
    const option = page.getByTestId('wallet-option').first()
    expect(await option.textContent()).toContain('Dev wallet')
    await screenshot(page, 'dev-wallet-chooser-en')
    await option.click()

    // The card and the faucet's answer in English (a fresh burner key: the faucet has not paid it yet).
    const panel = page.getByTestId('dev-wallet-panel')
    await panel.waitFor({ timeout: 20_000 })
    expect(await panel.textContent()).toContain('For the local dev chain only: never hold real funds with it')
    await expect
      .poll(() => page.getByTestId('dev-wallet-balances').textContent())
      .toContain('Balances: 0 BNB')
    expect(await page.getByTestId('dev-faucet').textContent()).toBe('Get test coins')
    await page.getByTestId('dev-faucet').click()
    const received = toast(page, 'Received 1 BNB and 1,000 USDT')
    await received.waitFor({ timeout: 30_000 })
    expect(await received.textContent()).toBe('Received 1 BNB and 1,000 USDT')
    await expect
      .poll(() => page.getByTestId('dev-wallet-balances').textContent())
      .toBe('Balances: 1 BNB · 1,000 USDT')
    await received.waitFor({ state: 'hidden' })
    await screenshot(page, 'dev-wallet-faucet-en')
    await context.close()
  })
})
