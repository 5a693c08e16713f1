/**
 * The marketplace in the browser against the real API (issue 12): the operator lists products and a
 * coupon through the CLI; a member searches, picks a SKU, checks out with a new address, express
 * delivery and the coupon, pays partly with a club shopping card and the rest from the balance; the
 * operator ships with a logistics timeline; the member confirms receipt and reviews with an image.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { launchBrowser, openPhone, screenshot, url, type MemberSession } from './browser'
import { checkShoppingCard, CLUB_ORDER_PRICE, fundWallet, shoppingCard, uuidOf } from './clubFlow'
import { addCoupon, addLogistics, addProduct, creditMember, shipOrder } from './operator'
import { billRows, signInFromInvite } from './session'

// Products, coupons and shipping go through the operator CLI, a second process: PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres)
  console.warn('[shop.e2e] skipped: set TEST_DATABASE_URL so the operator CLI can add products')

/** Codes unique per run (SKU codes and coupon codes are unique in the database). */
const RUN = Date.now().toString(36).toUpperCase()
const COUPON = `E2E5OFF${RUN}`

/** Gas and one club order's USDT for `to`, from dev account 17 (no other browser test uses it). */
const fund = (to: Address) => fundWallet(17, to, CLUB_ORDER_PRICE)

const toast = (page: Page, text: RegExp | string) => page.locator('.adm-toast-main', { hasText: text })

/** A screenshot once no toast covers the screen (they last 2 s). */
async function shot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-main').first().waitFor({ state: 'detached', timeout: 10_000 })
  await screenshot(page, name)
}

/** A square PNG of one colour (product pictures, the review's photo). */
const png = (size: number, colour: string) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer()

describe.runIf(onPostgres)(
  'the marketplace: browse, cart, checkout, card + balance, shipping, review',
  () => {
    let browser: Browser
    let closeBrowser: () => Promise<void>
    let member: MemberSession
    let dir: string
    let earphonesId = ''
    let orderNo = ''
    let card = { number: '', secret: '' }

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'vita-shop-e2e-'))
      // Product pictures are storage keys under DATA_DIR/uploads, in the stored form the app serves
      // (`<sha256>.webp`, as uploads and the demo catalogue write them).
      const uploads = join(inject('dataDir'), 'uploads')
      mkdirSync(uploads, { recursive: true })
      const storeImage = async (colour: string) => {
        const webp = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
          .webp()
          .toBuffer()
        const key = `${createHash('sha256').update(webp).digest('hex')}.webp`
        writeFileSync(join(uploads, key), webp)
        return key
      }
      const earphonesImage = await storeImage('#3b6fd8')
      const teaImage = await storeImage('#d89a3b')
      const earphones = {
        category: 'digital',
        name: { zh: '蓝牙耳机', en: 'Bluetooth earphones' },
        description: { zh: '入耳式蓝牙耳机，续航 8 小时', en: 'In-ear Bluetooth earphones, 8 h battery' },
        images: [earphonesImage],
        specs: [{ name: { zh: '续航', en: 'Battery' }, value: { zh: '8 小时', en: '8 h' } }],
        optionGroups: [
          {
            name: { zh: '颜色', en: 'Colour' },
            values: [
              { zh: '黑', en: 'Black' },
              { zh: '白', en: 'White' },
            ],
          },
          {
            name: { zh: '版本', en: 'Edition' },
            values: [
              { zh: '标准', en: 'Standard' },
              { zh: '降噪', en: 'Noise cancelling' },
            ],
          },
        ],
        skus: [
          { code: `EP-BS-${RUN}`, options: { 颜色: '黑', 版本: '标准' }, price: '299', stock: 10 },
          { code: `EP-BN-${RUN}`, options: { 颜色: '黑', 版本: '降噪' }, price: '349', stock: 5 },
          { code: `EP-WS-${RUN}`, options: { 颜色: '白', 版本: '标准' }, price: '299', stock: 8 },
          { code: `EP-WN-${RUN}`, options: { 颜色: '白', 版本: '降噪' }, price: '349', stock: 0 },
        ],
      }
      const tea = {
        category: 'food',
        name: { zh: '西湖龙井茶', en: 'Longjing green tea' },
        description: { zh: '明前龙井 250 克', en: 'Spring Longjing, 250 g' },
        images: [teaImage],
        skus: [{ code: `TEA-${RUN}`, price: '38.5', stock: 50 }],
      }
      writeFileSync(join(dir, 'earphones.json'), JSON.stringify(earphones))
      writeFileSync(join(dir, 'tea.json'), JSON.stringify(tea))
      earphonesId = await addProduct(join(dir, 'earphones.json'))
      await addProduct(join(dir, 'tea.json'))
      await addCoupon({
        code: COUPON,
        kind: 'fixed',
        value: '5',
        minSpend: '20',
        expires: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })

      ;({ browser, close: closeBrowser } = await launchBrowser())
      member = await openPhone(browser, privateKeyToAccount(generatePrivateKey()))
      await signInFromInvite(member.page, inject('genesisInviteCode'))
      await fund(member.wallet.account.address)
      await creditMember({ memberUuid: await uuidOf(member.page), currency: 'USDT', amount: '500' })
    })
    afterAll(async () => {
      await member?.context.close()
      await closeBrowser?.()
      if (dir) rmSync(dir, { recursive: true, force: true })
    })

    it('the member buys a club order and gets its shopping card', async () => {
      card = await shoppingCard(member.page)
      expect(card.number).toMatch(/^\d{8,16}$/)
    })

    it('browses the marketplace, searches in Chinese, picks a SKU (the sold-out one disabled) and adds it to the cart', async () => {
      const { page } = member
      await page.goto(url('/marketplace'))
      await expect.poll(() => page.getByTestId('product-card').count(), { timeout: 20_000 }).toBe(2)
      await shot(page, 'shop-marketplace-zh')

      await page.getByTestId('product-search').locator('input').fill('耳机')
      // Debounced, then asked for: a process's first search also starts reading its search index.
      await expect
        .poll(async () => (await page.getByTestId('product-card').allTextContents()).join('|'), {
          timeout: 10_000,
        })
        .toMatch(/^[^|]*蓝牙耳机[^|]*$/)
      await shot(page, 'shop-marketplace-search-zh')
      await page.getByTestId('product-card').first().click()
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/product/${earphonesId}`)
      await page.getByTestId('product-detail').waitFor()

      // React renders a tap's choice before the tap's event ends: read at once, not polled.
      await page.getByTestId('sku-value-颜色-白').click()
      // White exists only as a standard edition in stock: noise cancelling white is sold out.
      expect(await page.getByTestId('sku-value-版本-降噪').isDisabled()).toBe(true)
      await page.getByTestId('sku-value-颜色-白').click()
      await page.getByTestId('sku-value-颜色-黑').click()
      expect(await page.getByTestId('sku-value-版本-降噪').isDisabled()).toBe(false)
      await page.getByTestId('sku-value-版本-标准').click()
      expect(await page.getByTestId('product-price').textContent()).toMatch(/299/)
      await shot(page, 'shop-product-zh')
      await page.getByTestId('add-to-cart').click()
      await toast(page, '已加入购物车').waitFor({ timeout: 10_000 })

      await page.goto(url('/cart'))
      await expect.poll(() => page.getByTestId('cart-line').count(), { timeout: 20_000 }).toBe(1)
      expect(await page.getByTestId('cart-line').textContent()).toMatch(/蓝牙耳机[\s\S]*黑 \/ 标准/)
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toMatch(/299/)
      await shot(page, 'shop-cart-zh')
      await page.getByTestId('cart-checkout').click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout')
    })

    it('checks out with a new address, express delivery and the coupon, and lands on the payment page', async () => {
      const { page } = member
      await page.getByTestId('checkout').waitFor({ timeout: 20_000 })
      await page.getByTestId('address-picker').click()
      await page.getByTestId('address-add').click()
      const form = page.getByTestId('address-form')
      await form.waitFor({ timeout: 20_000 })
      await form.getByTestId('address-name').locator('input').fill('张三')
      await form.getByTestId('address-tel').locator('input').fill('13800138000')
      await form.getByTestId('address-area').click()
      const picker = page.locator('.adm-picker').last()
      await picker.waitFor()
      // The wheels start on the first province, city and county; confirm them.
      await expect.poll(() => picker.locator('.adm-picker-view-column').count()).toBe(3)
      await picker.locator('.adm-picker-header-button').last().click()
      await picker.waitFor({ state: 'hidden' })
      await expect.poll(() => form.getByTestId('address-area').textContent()).toMatch(/北京市/)
      await form.getByTestId('address-detail').locator('textarea').first().fill('朝阳路 88 号 3 单元 501 室')
      await shot(page, 'shop-address-form-zh')
      await form.getByTestId('address-save').click()
      await expect
        .poll(() => page.getByTestId('address-picker').textContent(), { timeout: 20_000 })
        .toMatch(/张三/)

      await page.getByTestId('delivery-express').click()
      await page.getByTestId('coupon-input').fill(COUPON)
      await page.getByTestId('coupon-apply').click()
      await page.getByTestId('coupon-applied').waitFor({ timeout: 20_000 })
      expect(await page.getByTestId('coupon-applied').textContent()).toMatch(/5/)
      await shot(page, 'shop-checkout-zh')
      await page.getByTestId('checkout-submit').click()
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/payment\/\d+$/)
      orderNo = new URL(page.url()).pathname.split('/').at(-1) ?? ''
      await page.getByTestId('payment').waitFor({ timeout: 20_000 })
      await shot(page, 'shop-payment-zh')
    })

    it('pays partly with the shopping card and the rest from the balance; the order waits for shipment', async () => {
      const { page } = member
      expect(await checkShoppingCard(page, card)).toMatch(/224/)
      await shot(page, 'shop-payment-card-zh')
      await page.getByTestId('pay-card').click()
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(`/order/${orderNo}`)

      await page.goto(url('/orders'))
      await page.getByTestId('order-tab-pending_shipment').click()
      await expect
        .poll(async () => (await page.getByTestId('order-card').allTextContents()).join('|'), {
          timeout: 20_000,
        })
        .toContain(orderNo)
      await shot(page, 'shop-orders-zh')
    })

    it('the operator ships it with a logistics timeline; the member confirms receipt and the order completes', async () => {
      await shipOrder(orderNo, '顺丰速运', 'SF1234567890')
      await addLogistics(orderNo, {
        at: new Date(Date.now() - 3_600_000).toISOString(),
        location: '深圳',
        description: '快件已揽收',
      })
      await addLogistics(orderNo, {
        at: new Date().toISOString(),
        location: '北京',
        description: '快件到达北京转运中心',
      })
      const { page } = member
      await page.goto(url(`/order/${orderNo}`))
      const logistics = page.getByTestId('order-logistics')
      await logistics.waitFor({ timeout: 20_000 })
      expect(await page.getByTestId('tracking-no').textContent()).toBe('SF1234567890')
      expect(await logistics.textContent()).toMatch(/快件到达北京转运中心[\s\S]*快件已揽收/)
      await shot(page, 'shop-order-shipped-zh')

      await page.getByTestId('order-confirm-receipt').click()
      await page.getByText('您是否已收到商品？').waitFor()
      await shot(page, 'shop-order-receipt-dialog-zh')
      await page.getByTestId('order-receipt-confirm').click()
      await expect
        .poll(() => page.getByTestId('order-status').textContent(), { timeout: 20_000 })
        .toMatch(/已完成/)
    })

    it('reviews the item with stars, text and a photo; the review shows on the product page', async () => {
      const { page } = member
      const form = page.getByTestId('review-form')
      await form.waitFor({ timeout: 20_000 })
      // antd-mobile's Rate listens to touch events (a phone's tap), not to mouse clicks.
      await form.getByTestId('review-rating').locator('[role=radio][aria-label="5"]').tap()
      await expect
        .poll(() => form.getByTestId('review-rating').locator('[aria-checked=true]').count())
        .toBe(5)
      await form.getByTestId('review-content').locator('textarea').first().fill('音质很好，降噪效果不错')
      await form
        .getByTestId('image-uploader')
        .locator('input[type=file]')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png(64, '#44aa66') })
      await expect
        .poll(() => form.locator('.adm-image-uploader-cell img').count(), { timeout: 20_000 })
        .toBe(1)
      await expect.poll(() => form.locator('.adm-image-uploader-cell-mask').count()).toBe(0)
      await shot(page, 'shop-order-review-zh')
      await form.getByTestId('review-submit').click()
      await toast(page, '评价成功').waitFor({ timeout: 10_000 })
      await shot(page, 'shop-order-completed-zh')

      await page.goto(url(`/product/${earphonesId}`))
      const review = page.getByTestId('review').first()
      await review.waitFor({ timeout: 20_000 })
      expect(await review.textContent()).toMatch(/音质很好/)
      expect(await review.locator('img').count()).toBe(1)
      await review.scrollIntoViewIfNeeded()
      await shot(page, 'shop-product-review-zh')
    })

    it('the bill log shows the shopping expense', async () => {
      expect((await billRows(member.page)).join('\n')).toMatch(/购物支出/)
      await shot(member.page, 'shop-assets-log-zh')
    })

    it('every shop screen renders, in Chinese and in English (screenshots at 390×844)', async () => {
      const screens = [
        ['marketplace', '/marketplace', 'product-card'],
        ['product', `/product/${earphonesId}`, 'product-detail'],
        ['cart', '/cart', 'cart-empty'],
        ['orders', '/orders', 'order-card'],
        ['order-detail', `/order/${orderNo}`, 'order-detail'],
        ['address', '/address', 'address-card'],
      ] as const
      for (const locale of ['zh', 'en'] as const) {
        const session = locale === 'zh' ? member : await openPhone(browser, member.wallet.account, 'en')
        if (locale === 'en') {
          await session.page.goto(url('/login'))
          await session.page.evaluate(() => localStorage.setItem('locale', 'en'))
          await signInFromInvite(session.page, inject('genesisInviteCode'))
        }
        const { page } = session
        for (const [name, path, testId] of screens) {
          await page.goto(url(path))
          await page.getByTestId(testId).first().waitFor({ timeout: 20_000 })
          expect(await page.getByTestId('not-found').count()).toBe(0)
          await screenshot(page, `shop-screen-${name}-${locale}`)
        }
        // The address form from the address book.
        await page.goto(url('/address'))
        await page.getByTestId('address-add').click()
        await page.getByTestId('address-form').waitFor({ timeout: 20_000 })
        await screenshot(page, `shop-screen-address-form-${locale}`)
        if (locale === 'en') {
          // The checkout from "buy now" (the cart is empty after the order).
          await page.goto(url(`/product/${earphonesId}`))
          await page.getByTestId('sku-value-颜色-黑').click()
          await page.getByTestId('sku-value-版本-降噪').click()
          await page.getByTestId('buy-now').click()
          await page.getByTestId('checkout').waitFor({ timeout: 20_000 })
          await expect.poll(() => page.getByTestId('address-picker').textContent()).toMatch(/张三/)
          await screenshot(page, 'shop-screen-checkout-en')
          await session.context.close()
        }
      }
    })

    it('asks for the product list once, and again on a pull down (touch) with 下拉刷新 → 刷新成功', async () => {
      const { page } = member
      const listRequests: string[] = []
      const onRequest = (request: { url(): string }) => {
        if (new URL(request.url()).pathname === '/app/shop/products') listRequests.push(request.url())
      }
      page.on('request', onRequest)
      try {
        await page.goto(url('/marketplace'))
        await expect.poll(() => page.getByTestId('product-card').count(), { timeout: 20_000 }).toBe(2)
        await page.waitForTimeout(1_000)
        expect(listRequests).toHaveLength(1)
        // A finger pulling the list down from the top of the page (Chrome's own touch events).
        const cdp = await page.context().newCDPSession(page)
        const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
          cdp.send('Input.dispatchTouchEvent', {
            type,
            touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }],
          })
        await finger('touchStart', 300)
        for (let y = 320; y <= 640; y += 40) await finger('touchMove', y)
        await expect
          .poll(() => page.locator('.adm-pull-to-refresh-head').textContent())
          .toContain('释放立即刷新')
        await finger('touchEnd', 640)
        await expect.poll(() => page.locator('.adm-pull-to-refresh-head').textContent()).toContain('刷新成功')
        expect(listRequests.length).toBe(2)
        await expect
          .poll(() =>
            page.locator('.adm-pull-to-refresh-head').evaluate((head) => head.getBoundingClientRect().height),
          )
          .toBe(0)
      } finally {
        page.off('request', onRequest)
      }
    })
  },
)
