/**
 * The marketplace's order life beyond the happy path (issue 12), one member through every case: cart
 * quantities (the stepper within stock, a total past float precision, removing a line, select all);
 * cancelling an unpaid order from its screen; an unpaid order the expiry job cancels; the operator's
 * refund of an order paid with a shopping card and the balance.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { launchBrowser, openPhone, screenshot, url, type MemberSession } from './browser'
import { checkShoppingCard, CLUB_ORDER_PRICE, fundWallet, shoppingCard, uuidOf } from './clubFlow'
import { addProduct, creditMember, refundOrder } from './operator'
import { signInFromInvite } from './session'

// Products, credits and refunds go through the operator CLI, and the expiry case moves an order's
// time to pay in the database: both need the system on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres) console.warn('[shopOrders.e2e] skipped: set TEST_DATABASE_URL (operator CLI, database)')

const RUN = Date.now().toString(36).toUpperCase()
/** The product's uuid, once beforeAll has added it. */
let productId = ''

// One product whose styles are the SKUs the cases need (one operator call, not three).
// 33.33 × 3 + 12345678901234567.89 is exact only in bigint: a float would round the chair's price.
const SKUS = [
  { zh: '保温杯', en: 'Thermos cup', price: '33.33', stock: 3 },
  { zh: '按摩椅', en: 'Massage chair', price: '12345678901234567.89', stock: 5 },
  { zh: '蓝牙音箱', en: 'Bluetooth speaker', price: '300', stock: 10 },
] as const
type Style = (typeof SKUS)[number]['zh']
const PRODUCT = {
  category: 'appliances',
  name: { zh: '生活好物', en: 'Home picks' },
  description: { zh: '保温杯、按摩椅与蓝牙音箱', en: 'A thermos cup, a massage chair and a speaker' },
  optionGroups: [{ name: { zh: '款式', en: 'Style' }, values: SKUS.map(({ zh, en }) => ({ zh, en })) }],
  skus: SKUS.map(({ zh, price, stock }, i) => ({
    code: `HOME-${i}-${RUN}`,
    options: { 款式: zh },
    price,
    stock,
  })),
}

const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text })

/** A screenshot once no toast covers the screen (they last 2 s). */
async function shot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-main').first().waitFor({ state: 'detached', timeout: 10_000 })
  await screenshot(page, name)
}

/** Unpaid orders wait SHOP_PAYMENT_TIMEOUT_MINUTES (30): this order's time to pay has run out now. */
async function letTimeToPayRunOut(orderNo: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      `UPDATE shop_orders SET pay_by = now() - interval '1 second'
        WHERE order_no = $1 AND status = 'pending_payment'`,
      [orderNo],
    )
    expect(rowCount).toBe(1)
  } finally {
    await client.end()
  }
}

/** The signed-in member's available USDT on /assets, in base units. */
async function availableUsdt(page: Page): Promise<bigint> {
  await page.goto(url('/assets'))
  const cell = page.getByTestId('assets-available-USDT')
  await cell.waitFor({ timeout: 20_000 })
  return parseUnits(((await cell.textContent()) ?? '').replace(/,/g, ''), 18)
}

/** The shopping card's remaining value as /vita-club/cards shows it ("224 USDT"). */
async function cardRemaining(page: Page): Promise<string> {
  await page.goto(url('/vita-club/cards'))
  const row = page.getByTestId('shopping-card').first().getByTestId('row-remaining')
  await row.waitFor({ timeout: 20_000 })
  return ((await row.locator('dd').textContent()) ?? '').trim()
}

/** The product page with `style` chosen. */
async function openStyle(page: Page, style: Style): Promise<void> {
  await page.goto(url(`/product/${productId}`))
  const value = page.getByTestId(`sku-value-款式-${style}`)
  await value.click()
  expect(await value.getAttribute('aria-pressed')).toBe('true')
}

/** "Buy now" of one `style` through the checkout to the payment page; the order number. */
async function buyNow(page: Page, style: Style): Promise<string> {
  await openStyle(page, style)
  await page.getByTestId('buy-now').click()
  return submitCheckout(page)
}

async function submitCheckout(page: Page): Promise<string> {
  await page.getByTestId('checkout').waitFor({ timeout: 20_000 })
  await expect.poll(() => page.getByTestId('address-picker').textContent()).toMatch(/李四/)
  await page.getByTestId('checkout-submit').click()
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/payment\/\d+$/)
  await page.getByTestId('payment').waitFor({ timeout: 20_000 })
  return new URL(page.url()).pathname.split('/').at(-1) ?? ''
}

async function stockOf(page: Page, style: Style): Promise<string> {
  await openStyle(page, style)
  return (await page.getByTestId('product-stock').textContent()) ?? ''
}

const orderStatus = async (page: Page, orderNo: string) => {
  await page.goto(url(`/order/${orderNo}`))
  return (await page.getByTestId('order-status').textContent({ timeout: 20_000 })) ?? ''
}

describe.runIf(onPostgres)('marketplace orders: cart quantities, cancel, expiry, refund', () => {
  let browser: Browser
  let closeBrowser: () => Promise<void>
  let member: MemberSession
  let dir: string
  let credited: Promise<void>

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vita-shop-orders-e2e-'))
    writeFileSync(join(dir, 'home.json'), JSON.stringify(PRODUCT))
    const added = addProduct(join(dir, 'home.json')).then((id) => {
      productId = id
    })
    ;({ browser, close: closeBrowser } = await launchBrowser())
    member = await openPhone(browser, privateKeyToAccount(generatePrivateKey()))
    const { page } = member
    await signInFromInvite(page, inject('genesisInviteCode'))
    // The default address the checkout picks (the address form has its own test in shop.e2e.ts).
    const saved = await page.evaluate(async () => {
      const response = await fetch('/app/addresses', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        },
        body: JSON.stringify({
          name: '李四',
          tel: '13900139000',
          province: '北京市',
          city: '市辖区',
          county: '朝阳区',
          areaCode: '110105',
          detail: '建国路 1 号',
          isDefault: true,
        }),
      })
      return response.status
    })
    expect(saved).toBe(200)
    // The balance is for the refund case: the operator CLI takes seconds, so it runs meanwhile.
    credited = creditMember({ memberUuid: await uuidOf(page), currency: 'USDT', amount: '500' })
    credited.catch(() => undefined)
    // Gas and one club order's USDT from dev account 18 (no other browser test uses it).
    await Promise.all([added, fundWallet(18, member.wallet.account.address, CLUB_ORDER_PRICE)])
  })
  afterAll(async () => {
    await member?.context.close()
    await closeBrowser?.()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('changes quantities within stock, the total follows exactly, a line is removed, select all', async () => {
    const { page } = member
    for (const style of ['保温杯', '按摩椅'] as const) {
      await openStyle(page, style)
      await page.getByTestId('add-to-cart').click()
      await toast(page, '已加入购物车').waitFor({ timeout: 10_000 })
    }
    await page.goto(url('/cart'))
    await expect.poll(() => page.getByTestId('cart-line').count(), { timeout: 20_000 }).toBe(2)
    const line = (name: string) => page.getByTestId('cart-line').filter({ hasText: name })
    const cup = line('保温杯')
    const stepper = cup.getByTestId('cart-line-quantity')
    const total = () => page.getByTestId('cart-total').textContent()
    const checkoutButton = page.getByTestId('cart-checkout')
    const checked = (box: Locator) => box.evaluate((node) => node.classList.contains('adm-checkbox-checked'))
    await expect.poll(total).toBe('12,345,678,901,234,601.22 USDT')

    // The stepper goes up to the SKU's stock (3) and no further.
    await stepper.locator('.adm-stepper-plus').click()
    await expect.poll(total).toBe('12,345,678,901,234,634.55 USDT')
    await stepper.locator('.adm-stepper-plus').click()
    await expect.poll(total).toBe('12,345,678,901,234,667.88 USDT')
    await expect.poll(() => stepper.locator('input').inputValue()).toBe('3')
    expect(await stepper.locator('.adm-stepper-plus').isDisabled()).toBe(true)
    expect(await checkoutButton.textContent()).toBe('结算（4）')
    await shot(page, 'shop-cart-stepper-at-stock-zh')

    // Unselecting a line takes it off the total and unchecks "select all"; select all takes it back.
    await line('按摩椅').getByTestId('cart-line-select').click()
    await expect.poll(total).toBe('99.99 USDT')
    expect(await checked(page.getByTestId('cart-select-all'))).toBe(false)
    expect(await checkoutButton.textContent()).toBe('结算（3）')
    await shot(page, 'shop-cart-one-unselected-zh')
    await page.getByTestId('cart-select-all').click()
    await expect.poll(total).toBe('12,345,678,901,234,667.88 USDT')
    await expect.poll(() => checked(line('按摩椅').getByTestId('cart-line-select'))).toBe(true)

    // Removing asks first.
    await line('按摩椅').getByTestId('cart-line-remove').click()
    await page.getByText('确定从购物车删除该商品吗？').waitFor()
    await shot(page, 'shop-cart-remove-dialog-zh')
    await page.getByTestId('cart-remove-confirm').click()
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1)
    await expect.poll(total).toBe('99.99 USDT')
    await stepper.locator('.adm-stepper-minus').click()
    await expect.poll(total).toBe('66.66 USDT')
    await expect.poll(() => checked(page.getByTestId('cart-select-all'))).toBe(true)
    await shot(page, 'shop-cart-after-remove-zh')
  })

  it('cancels the unpaid order from the order screen; its stock comes back', async () => {
    const { page } = member
    await page.getByTestId('cart-checkout').click()
    const orderNo = await submitCheckout(page)
    expect(await page.getByTestId('payment-due').textContent()).toBe('66.66 USDT')
    expect(await stockOf(page, '保温杯')).toBe('库存 1')

    expect(await orderStatus(page, orderNo)).toBe('待付款')
    await shot(page, 'shop-order-unpaid-zh')
    await page.getByTestId('order-cancel').click()
    await page.getByText('确定取消该订单吗？').waitFor()
    await shot(page, 'shop-order-cancel-dialog-zh')
    await page.getByTestId('order-cancel-confirm').click()
    await toast(page, '订单已取消').waitFor({ timeout: 10_000 })
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('已取消')
    expect(await page.getByTestId('order-pay').count()).toBe(0)
    expect(await page.getByTestId('order-cancel').count()).toBe(0)
    await shot(page, 'shop-order-cancelled-zh')
    // The payment page (the back button's way) says it was cancelled, not that its time ran out.
    await page.goto(url(`/payment/${orderNo}`))
    await page.getByTestId('payment-cancelled').getByText('订单已取消').waitFor({ timeout: 20_000 })
    expect(await stockOf(page, '保温杯')).toBe('库存 3')

    await page.goto(url('/orders?tab=cancelled'))
    await expect
      .poll(async () => (await page.getByTestId('order-card').allTextContents()).join('|'), {
        timeout: 20_000,
      })
      .toContain(orderNo)
  })

  it('an unpaid order past its time to pay is cancelled by the expiry job; the payment page says so', async () => {
    const { page } = member
    const orderNo = await buyNow(page, '蓝牙音箱')
    expect(await page.getByTestId('payment-time-left').textContent()).toMatch(/剩余支付时间 (29|30):\d\d/)
    await shot(page, 'shop-payment-time-left-zh')
    expect(await stockOf(page, '蓝牙音箱')).toBe('库存 9')

    await letTimeToPayRunOut(orderNo)
    // The running system's job (every SHOP_JOBS_INTERVAL_MS, 10 s) cancels it and returns the stock.
    await expect.poll(() => orderStatus(page, orderNo), { timeout: 30_000, interval: 1_000 }).toBe('已取消')
    expect(await page.getByTestId('order-pay').count()).toBe(0)
    await shot(page, 'shop-order-expired-zh')
    expect(await stockOf(page, '蓝牙音箱')).toBe('库存 10')
    await page.goto(url(`/payment/${orderNo}`))
    await page.getByTestId('payment-expired').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('payment-expired').textContent()).toMatch(/订单已超时取消/)
    await shot(page, 'shop-payment-expired-zh')
  })

  it('the operator refunds an order paid with a card and the balance: both come back, the order shows refunded', async () => {
    const { page } = member
    const card = await shoppingCard(page)
    await credited
    expect(await cardRemaining(page)).toBe('224 USDT')
    const before = await availableUsdt(page)

    const orderNo = await buyNow(page, '蓝牙音箱')
    expect(await checkShoppingCard(page, card)).toBe('购物卡支付 224 USDT')
    expect(await page.getByTestId('balance-rest').textContent()).toBe('余额支付 76 USDT')
    await page.getByTestId('pay-card').click()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(`/order/${orderNo}`)
    await expect
      .poll(() => page.getByTestId('order-status').textContent(), { timeout: 20_000 })
      .toBe('待发货')
    expect(await availableUsdt(page)).toBe(before - parseUnits('76', 18))
    expect(await cardRemaining(page)).toBe('0 USDT')
    expect(await stockOf(page, '蓝牙音箱')).toBe('库存 9')

    expect(await refundOrder(orderNo, '商品缺货')).toMatch(/76 USDT to the balance, 224 USDT to the card/)
    expect(await orderStatus(page, orderNo)).toBe('已退款')
    expect(await page.getByTestId('order-history').textContent()).toMatch(/已退款[\s\S]*待发货/)
    expect(await page.locator('.shop-order-actions').count()).toBe(0)
    expect(await page.getByTestId('summary-discount').textContent()).toBe('0 USDT')
    await shot(page, 'shop-order-refunded-zh')
    expect(await availableUsdt(page)).toBe(before)
    await shot(page, 'shop-assets-after-refund-zh')
    expect(await cardRemaining(page)).toBe('224 USDT')
    await shot(page, 'shop-card-after-refund-zh')
    expect(await stockOf(page, '蓝牙音箱')).toBe('库存 10')

    await page.goto(url('/orders'))
    const listed = page.getByTestId('order-card').filter({ hasText: orderNo })
    await listed.waitFor({ timeout: 20_000 })
    expect(await listed.textContent()).toMatch(/已退款/)
    await shot(page, 'shop-orders-refunded-zh')
  })
})
