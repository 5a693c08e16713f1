/**
 * A newcomer's path in a plain browser (no wallet installed), in either language, as steps: the invite
 * link and the app's dev wallet, the faucet, signing in, a swap, a club order and its shopping card
 * (newcomerShop.ts: paying in the marketplace with it). Each step checks what the newcomer reads
 * (newcomerTexts.ts) and what really happened (on chain, or through the API), and leaves a screenshot
 * `newcomer-<step>-<locale>`.
 */
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, inject } from 'vitest'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { screenshot, url } from './browser'
import { buyThroughTheScreen, CLUB_ORDER_PRICE } from './clubFlow'
import { newcomerTexts as texts, type Locale } from './newcomerTexts'

type Contracts = { usdt: Address; dpine: Address; order: Address }

/** The dev chain, as the tests read it (viem): the contracts, native and token balances. */
export function devChain() {
  const deployment = JSON.parse(inject('deploymentJson')) as { contracts: Contracts }
  const client = createPublicClient({ transport: http(inject('rpcUrl')) })
  const tokenBalance = (token: Address, account: Address) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
  return { contracts: deployment.contracts, client, tokenBalance }
}

export const toast = (page: Page, text: string | RegExp) => page.locator('.adm-toast-main', { hasText: text })

/** Once the element's animations (a sheet sliding in) have finished. */
const settled = (locator: Locator) =>
  locator.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))

/** `newcomer-<step>-<locale>`, once no toast covers the screen. */
export async function shot(page: Page, step: string, locale: Locale): Promise<void> {
  await page.locator('.adm-toast-main').first().waitFor({ state: 'detached', timeout: 10_000 })
  await screenshot(page, `newcomer-${step}-${locale}`)
}

/** The burner key the page keeps in localStorage, as its address. */
async function devWalletAddress(page: Page): Promise<Address> {
  const key = await page.evaluate(() => localStorage.getItem('devWallet.privateKey'))
  expect(key).toMatch(/^0x[0-9a-f]{64}$/)
  return privateKeyToAddress(key as Hex)
}

/**
 * The invite link in a plain browser: the dev wallet offered and named in the chooser, connected, paid
 * by the faucet (1 BNB and 1,000 USDT on chain), then signing in (the invite registers it) and
 * whitelisted on VitaOrder by the operator job. Returns the burner key's address.
 */
export async function joinWithTheDevWallet(page: Page, locale: Locale): Promise<Address> {
  const text = texts[locale]
  const { contracts, client, tokenBalance } = devChain()
  const inviteCode = inject('genesisInviteCode')
  await page.goto(url(`/invite/${inviteCode}`))
  await expect.poll(() => page.getByTestId('invite-code-input').inputValue()).toBe(inviteCode)
  // No wallet installed: the dev wallet is offered with the form, before the wallet code has loaded.
  await expect
    .poll(() => page.getByTestId('dev-wallet-offer').textContent(), { timeout: 20_000 })
    .toBe(text.devWalletOffer)
  await expect.poll(() => page.getByTestId('connect-wallet').isEnabled()).toBe(true)
  // The buttons fade in from their loading look.
  await settled(page.getByTestId('connect-wallet'))
  await settled(page.getByTestId('login-button'))
  await shot(page, 'invite', locale)

  await page.getByTestId('connect-wallet').click()
  const sheet = page.getByTestId('wallet-chooser')
  await sheet.waitFor()
  await settled(sheet)
  const options = page.getByTestId('wallet-option')
  expect(await options.count()).toBe(1)
  expect(await options.first().getAttribute('data-wallet-id')).toBe('club.vita.devwallet')
  expect(await options.first().textContent()).toContain(text.devWallet)
  await shot(page, 'chooser', locale)
  await options.first().click()

  // Connected: the card shows the dev wallet, empty, and its faucet.
  const panel = page.getByTestId('dev-wallet-panel')
  await panel.waitFor({ timeout: 20_000 })
  expect(await panel.textContent()).toContain(text.devWalletWarning)
  const address = await devWalletAddress(page)
  expect(await client.getBalance({ address })).toBe(0n)
  await expect.poll(() => page.getByTestId('dev-wallet-balances').textContent()).toContain(text.balancesEmpty)
  expect(await page.getByTestId('dev-faucet').textContent()).toBe(text.faucet)
  await page.getByTestId('dev-faucet').click()
  const received = toast(page, text.faucetDone)
  await received.waitFor({ timeout: 30_000 })
  expect(await received.textContent()).toBe(text.faucetDone)
  expect(await client.getBalance({ address })).toBe(parseUnits('1', 18))
  expect(await tokenBalance(contracts.usdt, address)).toBe(parseUnits('1000', 18))
  await expect.poll(() => page.getByTestId('dev-wallet-balances').textContent()).toBe(text.balancesFunded)
  await shot(page, 'faucet', locale)

  // Sign in: the dev wallet signs the login message in the page; the invite code registers it.
  expect(await page.getByTestId('login-button').textContent()).toContain(text.login)
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
  await shot(page, 'signed-in', locale)
  return address
}

/** 100 USDT for DPINE on /swap: approve + swap, both signed by the burner key and paid with its BNB. */
export async function swapUsdtForDpine(page: Page, locale: Locale, address: Address): Promise<void> {
  const text = texts[locale]
  const { contracts, client, tokenBalance } = devChain()
  await page.goto(url('/swap'))
  await expect
    .poll(() => page.getByTestId('swap-submit').textContent(), { timeout: 20_000 })
    .toBe(text.swapSubmit)
  await expect.poll(() => page.getByTestId('swap-balance-in').textContent()).toContain('1,000')
  await page.getByTestId('swap-amount-in').fill('100')
  await expect.poll(() => page.getByTestId('swap-quote-out').textContent()).not.toBe('0')
  await page.getByTestId('swap-submit').click()
  await page.getByTestId('swap-confirm').click()
  await toast(page, text.swapDone).waitFor({ timeout: 45_000 })
  expect(await tokenBalance(contracts.usdt, address)).toBe(parseUnits('900', 18))
  expect(await tokenBalance(contracts.dpine, address)).toBeGreaterThan(0n)
  // Gas came out of the faucet's BNB, paid by the burner key's own transactions.
  expect(await client.getTransactionCount({ address })).toBe(2)
  await shot(page, 'swap', locale)
}

/** A club order through the buy screen (approve + VitaOrder.placeOrder), paid from the faucet's USDT. */
export async function buyClubOrder(page: Page, locale: Locale, address: Address): Promise<void> {
  const { contracts, tokenBalance } = devChain()
  await buyThroughTheScreen(page, 3)
  expect(await page.getByTestId('buy-remaining').textContent()).toContain(texts[locale].remaining)
  expect(await tokenBalance(contracts.usdt, address)).toBe(parseUnits('900', 18) - CLUB_ORDER_PRICE)
  await shot(page, 'club-order', locale)
}

/** GET /app<path> as the signed-in member: the envelope's data. */
export async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const response = await fetch(`/app${path}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    })
    if (!response.ok) throw new Error(`GET /app${path}: ${response.status}`)
    return ((await response.json()) as { data: unknown }).data
  }, path) as Promise<T>
}

type CardsData = {
  cards: { number: string; status: string; value: string; remaining: string }[]
  ordersWithoutCard: unknown[]
}

/**
 * /vita-club/cards: the order shows there, and once the indexer has made it active (the newcomer
 * reloads meanwhile) its card is generated through the confirmation sheet. The card is listed,
 * worth the order's 224 USDT; returns its number.
 */
export async function generateShoppingCard(page: Page, locale: Locale): Promise<string> {
  const text = texts[locale]
  const generate = page.getByTestId('generate-card')
  await expect
    .poll(
      async () => {
        await page.goto(url('/vita-club/cards'))
        await page.getByTestId('orders-without-card').waitFor({ timeout: 20_000 })
        // An active order's blocks are counted by the list itself (it asks again every 3 s).
        if ((await page.getByTestId('order-without-card').getAttribute('data-status')) === 'active')
          await generate.waitFor({ timeout: 15_000 })
        return generate.count()
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(1)
  expect(await page.getByTestId('order-without-card').textContent()).toContain(text.orderActive)
  await generate.click()
  const sheet = page.getByTestId('card-confirm-sheet')
  await sheet.waitFor()
  await settled(sheet)
  expect(await sheet.textContent()).toContain(text.cardConfirmTitle)
  await expect.poll(() => page.getByTestId('card-confirm-value').textContent()).toContain(text.cardValue)
  await shot(page, 'card-confirm', locale)
  await page.getByTestId('card-confirm').click()
  await toast(page, text.cardGenerated).waitFor({ timeout: 20_000 })

  const card = page.getByTestId('shopping-card')
  await card.waitFor({ timeout: 20_000 })
  expect(await page.getByTestId('orders-without-card').count()).toBe(0)
  expect(await card.getAttribute('data-status')).toBe('available')
  expect(await card.textContent()).toContain(text.cardAvailable)
  expect(await card.getByTestId('row-value').locator('dd').textContent()).toBe(text.cardValue)
  expect(await card.getByTestId('row-remaining').locator('dd').textContent()).toBe(text.cardValue)
  const number = ((await card.getByTestId('shopping-card-number').textContent()) ?? '').replace(/\D/g, '')
  const { cards } = await apiData<CardsData>(page, '/club/cards')
  expect(cards).toMatchObject([{ number, status: 'available', value: CLUB_ORDER_PRICE.toString() }])
  await shot(page, 'card', locale)
  return number
}
