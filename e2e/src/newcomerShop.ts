/**
 * The newcomer's purchase in the marketplace (after newcomerFlow.ts): a product listed by the operator,
 * bought with "buy now" and paid with the member's own shopping card.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { expect } from 'vitest'
import { url } from './browser'
import { apiData, shot, toast } from './newcomerFlow'
import { newcomerTexts as texts, type Locale } from './newcomerTexts'
import { addProduct } from './operator'

/**
 * The product the newcomer buys: below the card's value (a new member's balance is 0), and at least
 * SHOP_STEP_UP_THRESHOLD (100 USDT), so paying is signed by the dev wallet too.
 */
export const NEWCOMER_PRODUCT = {
  name: { zh: '云南普洱茶饼', en: 'Yunnan pu-erh tea cake' },
  price: '128',
} as const

/**
 * Lists NEWCOMER_PRODUCT as an operator would (the CLI: PostgreSQL only); returns its uuid. One SKU, no
 * options, no pictures: the walk is about paying for it.
 */
export async function listNewcomerProduct(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'vita-newcomer-e2e-'))
  try {
    const file = join(dir, 'product.json')
    const product = {
      category: 'food',
      name: NEWCOMER_PRODUCT.name,
      description: { zh: '2019 年春茶，357 克', en: 'Spring 2019 tea, 357 g' },
      skus: [
        { code: `PUER-${Date.now().toString(36).toUpperCase()}`, price: NEWCOMER_PRODUCT.price, stock: 10 },
      ],
    }
    writeFileSync(file, JSON.stringify(product))
    return await addProduct(file)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The marketplace: the product, "buy now", the checkout (a new member adds the delivery address
 * there), then the payment page's card tab with the member's own card (its secret signed for by the
 * dev wallet). The card pays it all: a new member's balance is 0, and the card covers 128 of its 224
 * USDT; the order waits for shipment and the card has 96 USDT left. Returns the order number.
 */
export async function buyWithTheCard(page: Page, locale: Locale, cardNumber: string): Promise<string> {
  const text = texts[locale]
  const name = NEWCOMER_PRODUCT.name[locale]
  await page.goto(url('/marketplace'))
  const product = page.getByTestId('product-card').filter({ hasText: name })
  await product.waitFor({ timeout: 20_000 })
  expect(await product.textContent()).toContain(NEWCOMER_PRODUCT.price)
  await shot(page, 'marketplace', locale)
  await product.click()
  await page.getByTestId('product-detail').waitFor({ timeout: 20_000 })
  expect(await page.getByTestId('product-name').textContent()).toBe(name)
  expect(await page.getByTestId('buy-now').textContent()).toBe(text.buyNow)
  await shot(page, 'product', locale)
  await page.getByTestId('buy-now').click()

  // A new member has no address yet: the checkout asks for one, and it is added from there.
  await page.getByTestId('checkout').waitFor({ timeout: 20_000 })
  const picker = page.getByTestId('address-picker')
  await expect.poll(() => picker.textContent()).toContain(text.chooseAddress)
  await picker.click()
  await page.getByTestId('address-add').click()
  const form = page.getByTestId('address-form')
  await form.waitFor({ timeout: 20_000 })
  expect(await page.locator('.address-popup-title').last().textContent()).toBe(text.newAddress)
  await form.getByTestId('address-name').locator('input').fill(text.recipient)
  await form.getByTestId('address-tel').locator('input').fill('13800138000')
  await form.getByTestId('address-area').click()
  const areas = page.locator('.adm-picker').last()
  await areas.waitFor()
  // The wheels start on the first province, city and county; confirm them.
  await expect.poll(() => areas.locator('.adm-picker-view-column').count()).toBe(3)
  await areas.locator('.adm-picker-header-button').last().click()
  await areas.waitFor({ state: 'hidden' })
  await expect.poll(() => form.getByTestId('address-area').textContent()).toContain(text.province)
  await form.getByTestId('address-detail').locator('textarea').first().fill(text.detail)
  await shot(page, 'address', locale)
  await form.getByTestId('address-save').click()
  await expect.poll(() => picker.textContent(), { timeout: 20_000 }).toContain(text.recipient)
  await form.waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('summary-total').textContent()).toContain(NEWCOMER_PRODUCT.price)
  await shot(page, 'checkout', locale)
  await page.getByTestId('checkout-submit').click()
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/payment\/\d+$/)
  const orderNo = new URL(page.url()).pathname.split('/').at(-1) ?? ''
  await expect
    .poll(() => page.getByTestId('payment-due').textContent(), { timeout: 20_000 })
    .toBe(`${NEWCOMER_PRODUCT.price} USDT`)

  // The card tab offers the member's own card; "use" fills it in and checks what it covers.
  expect(await page.getByTestId('pay-method-card').textContent()).toBe(text.payWithCard)
  await page.getByTestId('pay-method-card').click()
  const own = page.getByTestId('own-cards')
  await own.waitFor({ timeout: 20_000 })
  expect(await own.textContent()).toContain(text.ownCards)
  expect((await own.getByTestId('own-card-number').textContent())?.replace(/\D/g, '')).toBe(cardNumber)
  await own.getByTestId('own-card-use').click()
  await expect
    .poll(() => page.getByTestId('card-covers').textContent(), { timeout: 20_000 })
    .toBe(text.cardCovers)
  expect(await page.getByTestId('balance-rest').textContent()).toBe(text.balanceRest)
  await shot(page, 'payment-card', locale)
  // From 100 USDT on, paying is signed by the wallet too (the dev wallet signs in the page).
  await page.getByTestId('pay-card').click()
  await toast(page, text.paid).waitFor({ timeout: 20_000 })
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/order/${orderNo}`)
  await expect
    .poll(() => page.getByTestId('order-status').textContent(), { timeout: 20_000 })
    .toBe(text.pendingShipment)
  const order = await apiData<{ status: string; cardAmount: string; balanceAmount: string }>(
    page,
    `/shop/orders/${orderNo}`,
  )
  expect(order).toMatchObject({
    status: 'pending_shipment',
    cardAmount: parseUnits(NEWCOMER_PRODUCT.price, 18).toString(),
    balanceAmount: '0',
  })
  await shot(page, 'order-paid', locale)

  await page.goto(url('/vita-club/cards'))
  const remaining = page.getByTestId('shopping-card').getByTestId('row-remaining').locator('dd')
  await expect.poll(() => remaining.textContent(), { timeout: 20_000 }).toBe(text.cardLeft)
  await shot(page, 'card-spent', locale)
  return orderNo
}
