/**
 * A newcomer in a plain browser (no wallet installed, no test wallet), in Chinese and in English: the
 * invite link offers the app's own dev wallet (dev chain only), the chooser names it, the faucet sends
 * it BNB and USDT on the chain, it signs in, swaps USDT for DPINE on /swap, buys a club order, generates
 * the order's shopping card and pays a marketplace order with it: every signature and transaction made
 * in the page by the burner key (newcomerFlow.ts and newcomerShop.ts have the steps).
 */
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { Address } from 'viem'
import { launchBrowser, openPlainPhone } from './browser'
import { buyClubOrder, generateShoppingCard, joinWithTheDevWallet, swapUsdtForDpine } from './newcomerFlow'
import { buyWithTheCard, listNewcomerProduct } from './newcomerShop'
import type { Locale } from './newcomerTexts'
import { setProductListed } from './operator'

// Products are listed through the operator CLI, a second process: the shop step needs PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres)
  console.warn(
    '[devWallet.e2e] shop step skipped: set TEST_DATABASE_URL so the operator CLI can list a product',
  )

describe('a newcomer with the dev wallet (plain browser, dev chain)', () => {
  let browser: Browser
  let closeBrowser: () => Promise<void>
  let product: Promise<string> | undefined

  beforeAll(async () => {
    // The operator CLI takes seconds: the product is listed while the walk begins.
    product = onPostgres ? listNewcomerProduct() : undefined
    product?.catch(() => undefined)
    ;({ browser, close: closeBrowser } = await launchBrowser())
  })
  afterAll(async () => {
    await closeBrowser?.()
    // Hidden again, so other files' marketplace screens list only their own products.
    const uuid = await product?.catch(() => undefined)
    if (uuid) await setProductListed(uuid, false)
  })

  describe.each<Locale>(['zh', 'en'])('in %s', (locale) => {
    let context: BrowserContext | undefined
    let page: Page
    let address: Address
    let cardNumber = ''

    afterAll(async () => {
      await context?.close()
    })

    it('joins from the invite link with the dev wallet, takes the faucet, swaps, buys a club order and generates its shopping card', async () => {
      ;({ context, page } = await openPlainPhone(browser, locale))
      // No language chosen yet: the browser's (zh-CN or en-US) decides.
      address = await joinWithTheDevWallet(page, locale)
      await swapUsdtForDpine(page, locale, address)
      await buyClubOrder(page, locale, address)
      cardNumber = await generateShoppingCard(page, locale)
    })

    it.runIf(onPostgres)('buys in the marketplace, paying with that card', async () => {
      if (!cardNumber) throw new Error('the walk before it did not end with a shopping card')
      await product
      await buyWithTheCard(page, locale, cardNumber)
    })
  })
})
