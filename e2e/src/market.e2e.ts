/**
 * On-chain trading in the browser: the test wallet signs real transactions against the dev chain
 * (approve + swap to buy on /swap; approve + VitaOrder.sellDPINEWithMinimum to sell, on /swap's sell
 * tab and on /sell-currency alike) and the price chart picks the trades up from the indexer without
 * a reload. The order price line says whether orders use the 30-minute average or the spot price.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseUnits, type Address, type HDAccount } from 'viem'
import { devAccount, dpinePoolAbi, mockUsdtAbi } from '@vita/contracts'
import { formatAmount } from '@vita/shared/amount'
import { quoteOrderSale } from '@vita/shared/pool'
import { launchBrowser, openPhone, screenshot, url, type MemberSession } from './browser'
import { signInFromInvite } from './session'

type Contracts = { usdt: Address; dpine: Address; pool: Address; order: Address }

const unit = 10n ** 18n
const shown = (value: bigint) => formatAmount(value, 18, { maxFractionDigits: 6, grouping: true })

function chain() {
  const deployment = JSON.parse(inject('deploymentJson')) as { contracts: Contracts }
  const client = createPublicClient({ transport: http(inject('rpcUrl')) })
  const balanceOf = (token: Address, account: Address) =>
    client.readContract({ address: token, abi: mockUsdtAbi, functionName: 'balanceOf', args: [account] })
  return { contracts: deployment.contracts, client, balanceOf }
}

/** Opens a screen with the member signed in and the wallet reconnected (the submit button says so). */
async function openSignedIn(
  session: MemberSession,
  path: string,
  submitTestId: string,
  connectedText: RegExp,
) {
  await signInFromInvite(session.page, inject('genesisInviteCode'))
  await session.page.goto(url(path))
  await expect
    .poll(() => session.page.getByTestId(submitTestId).textContent(), { timeout: 20_000 })
    .toMatch(connectedText)
}

const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text })

describe('on-chain trading', () => {
  let browser: Browser
  let closeBrowser: () => Promise<void>

  beforeAll(async () => {
    ;({ browser, close: closeBrowser } = await launchBrowser())
  })
  afterAll(async () => {
    await closeBrowser?.()
  })

  it('buys DPINE with USDT (approve + swap), sells it back on /swap, and the chart shows the trades', async () => {
    const { contracts, client, balanceOf } = chain()
    const account = devAccount(3)
    const session = await openPhone(browser, account)
    const { page, wallet } = session
    await openSignedIn(session, '/swap', 'swap-submit', /买入/)

    const usdtBefore = await balanceOf(contracts.usdt, account.address)
    const dpineBefore = await balanceOf(contracts.dpine, account.address)
    await expect.poll(() => page.getByTestId('swap-balance-in').textContent()).toContain(shown(usdtBefore))

    await page.getByTestId('swap-amount-in').fill('100')
    const expectedOut = await client.readContract({
      address: contracts.pool,
      abi: dpinePoolAbi,
      functionName: 'getAmountOut',
      args: [true, 100n * unit],
    })
    // The client-side quote equals the contract's getAmountOut; 0 bps slippage: minimum = quote.
    await expect.poll(() => page.getByTestId('swap-quote-out').textContent()).toBe(shown(expectedOut))
    expect(await page.getByTestId('swap-min-received').textContent()).toBe(`${shown(expectedOut)} DPINE`)
    expect(await page.getByTestId('swap-price-impact').textContent()).toMatch(/^\d+(\.\d+)?%$/)
    expect(await page.getByTestId('swap-deadline').textContent()).toContain('1200')
    await page.getByTestId('slippage-open').click()
    await expect.poll(() => page.getByTestId('slippage-warning').textContent()).toContain('滑点过低')
    await page.getByTestId('slippage-save').click()

    const sendsBefore = wallet.calls.filter((call) => call === 'eth_sendTransaction').length
    await page.getByTestId('swap-submit').click()
    // Issue 33: the trade is confirmed in a sheet before the wallet is asked.
    await page.getByTestId('swap-confirm').click()
    await toast(page, '买入成功').waitFor({ timeout: 45_000 })
    expect(wallet.calls.filter((call) => call === 'eth_sendTransaction').length - sendsBefore).toBe(2)
    expect(await balanceOf(contracts.usdt, account.address)).toBe(usdtBefore - 100n * unit)
    const dpineAfterBuy = await balanceOf(contracts.dpine, account.address)
    expect(dpineAfterBuy - dpineBefore).toBe(expectedOut)
    expect(await page.getByTestId('swap-step-confirm').getAttribute('data-state')).toBe('done')
    await expect
      .poll(() => page.getByTestId('swap-balance-in').textContent())
      .toContain(shown(usdtBefore - 100n * unit))
    expect(await page.evaluate(() => localStorage.getItem('pendingTransaction'))).toBeNull()

    // Sell the bought DPINE back: through the order contract (the pool takes no other sale), so the
    // screen shows the permission and the seller's 90 % share, like /sell-currency.
    await page.getByTestId('swap-tab-sell').click()
    await expect.poll(() => page.getByTestId('sell-status').textContent()).toBe('您可以卖出DPINE')
    await page.getByTestId('swap-amount-in').fill(formatAmount(expectedOut))
    const [reserveUsdt, reserveDpine] = await client.readContract({
      address: contracts.pool,
      abi: dpinePoolAbi,
      functionName: 'getReserves',
    })
    const sale = quoteOrderSale(expectedOut, { reserveUsdt, reserveDpine }, 0n)
    await expect.poll(() => page.getByTestId('swap-quote-out').textContent()).toBe(shown(sale.amountOut))
    expect(await page.getByTestId('swap-returned-to-pool').textContent()).toBe(
      `${shown(sale.returnedToPool)} USDT`,
    )
    expect(await page.getByTestId('swap-min-received').textContent()).toBe(`${shown(sale.amountOut)} USDT`)
    const usdtBeforeSale = await balanceOf(contracts.usdt, account.address)
    await page.getByTestId('swap-submit').click()
    await page.getByTestId('swap-confirm').click()
    await toast(page, '卖出成功').waitFor({ timeout: 45_000 })
    expect(await balanceOf(contracts.dpine, account.address)).toBe(dpineBefore)
    expect(await balanceOf(contracts.usdt, account.address)).toBe(usdtBeforeSale + sale.amountOut)
    // The order price line says which price orders use: spot on a chain younger than 30 minutes.
    const kind = await page.getByTestId('order-price').getAttribute('data-kind')
    expect(['spot', 'twap']).toContain(kind)
    expect(await page.getByTestId('order-price').textContent()).toContain(
      kind === 'twap' ? '30 分钟均价' : '现价',
    )

    await page.getByTestId('swap-tab-buy').click()
    await page.getByTestId('swap-amount-in').fill('250')
    // The quote reads the pools from the chain (its code loads on the first quote): up to seconds on a busy machine.
    await expect
      .poll(() => page.getByTestId('swap-quote-out').textContent(), { timeout: 10_000 })
      .not.toBe('0')
    await toast(page, '卖出成功').waitFor({ state: 'hidden' })
    await screenshot(page, 'swap-zh')
    await page.evaluate(() => localStorage.setItem('locale', 'en'))
    await page.reload()
    await expect
      .poll(() => page.getByTestId('swap-submit').textContent(), { timeout: 20_000 })
      .toMatch(/Buy DPINE/)
    await page.getByTestId('swap-amount-in').fill('250')
    await expect.poll(() => page.getByTestId('swap-quote-out').textContent()).not.toBe('0')
    await screenshot(page, 'swap-en')
    await page.evaluate(() => localStorage.setItem('locale', 'zh'))

    // The indexer records both swaps; the chart shows them and then a third one without a reload.
    await page.goto(url('/price-chart'))
    await page.getByTestId('chart-canvas').waitFor()
    await expect
      .poll(() => page.getByTestId('order-price').getAttribute('data-kind'))
      .toMatch(/^(spot|twap)$/)
    await expect
      .poll(async () => Number(await page.getByTestId('chart-trades-count').getAttribute('data-count')), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2)
    const before = Number(await page.getByTestId('chart-trades-count').getAttribute('data-count'))
    const priceBefore = await page.getByTestId('chart-price').textContent()
    const trader = createWalletClient({ account, transport: http(inject('rpcUrl')) })
    const bigBuy = parseUnits('5000', 18)
    const approveHash = await trader.writeContract({
      chain: null,
      address: contracts.usdt,
      abi: mockUsdtAbi,
      functionName: 'approve',
      args: [contracts.pool, bigBuy],
    })
    await client.waitForTransactionReceipt({ hash: approveHash })
    const swapHash = await trader.writeContract({
      chain: null,
      address: contracts.pool,
      abi: dpinePoolAbi,
      functionName: 'swapExactIn',
      args: [true, bigBuy, 0n, account.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
    })
    await client.waitForTransactionReceipt({ hash: swapHash })
    await expect
      .poll(async () => Number(await page.getByTestId('chart-trades-count').getAttribute('data-count')), {
        timeout: 20_000,
      })
      .toBe(before + 1)
    await expect
      .poll(() => page.getByTestId('chart-price').textContent(), { timeout: 20_000 })
      .not.toBe(priceBefore)
    for (const interval of ['15m', '1h', '1d', '1m']) {
      await page.getByTestId(`chart-interval-${interval}`).click()
      await expect
        .poll(() => page.getByTestId(`chart-interval-${interval}`).getAttribute('aria-selected'))
        .toBe('true')
    }
    await screenshot(page, 'price-chart-zh')
    await page.evaluate(() => localStorage.setItem('locale', 'en'))
    await page.reload()
    await expect
      .poll(() => page.getByTestId('chart-trades-count').textContent(), { timeout: 20_000 })
      .toMatch(/Trades/)
    await screenshot(page, 'price-chart-en')

    await session.context.close()
  })

  it('a rejected signature shows 用户取消了交易 and leaves the form usable', async () => {
    const { contracts, balanceOf } = chain()
    const account = devAccount(4)
    const session = await openPhone(browser, account)
    const { page, wallet } = session
    await openSignedIn(session, '/swap', 'swap-submit', /买入/)
    const usdtBefore = await balanceOf(contracts.usdt, account.address)

    await page.getByTestId('swap-amount-in').fill('10')
    await expect.poll(() => page.getByTestId('swap-quote-out').textContent()).not.toBe('0')
    wallet.rejectNext()
    await page.getByTestId('swap-submit').click()
    await page.getByTestId('swap-confirm').click()
    await toast(page, '用户取消了交易').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('swap-step-approve').getAttribute('data-state')).toBe('error')
    expect(await page.getByTestId('swap-amount-in').inputValue()).toBe('10')
    await expect.poll(() => page.getByTestId('swap-submit').isEnabled()).toBe(true)
    expect(await balanceOf(contracts.usdt, account.address)).toBe(usdtBefore)

    // The same form goes through on the next try.
    await page.getByTestId('swap-submit').click()
    await page.getByTestId('swap-confirm').click()
    await toast(page, '买入成功').waitFor({ timeout: 45_000 })
    expect(await balanceOf(contracts.usdt, account.address)).toBe(usdtBefore - 10n * unit)
    await session.context.close()
  })

  it('a transaction pending at reload is resolved from its receipt', async () => {
    const { contracts, client } = chain()
    const account: HDAccount = devAccount(6)
    const session = await openPhone(browser, account)
    const { page } = session
    await openSignedIn(session, '/swap', 'swap-submit', /买入/)
    const sender = createWalletClient({ account, transport: http(inject('rpcUrl')) })
    const hash = await sender.writeContract({
      chain: null,
      address: contracts.usdt,
      abi: mockUsdtAbi,
      functionName: 'approve',
      args: [contracts.pool, unit],
    })
    await client.waitForTransactionReceipt({ hash })
    const pending = {
      hash,
      kind: 'approve',
      token: 'USDT',
      amountIn: unit.toString(),
      amountOut: '0',
      account: account.address,
      chainId: inject('chainId'),
      startedAt: Date.now(),
    }
    await page.evaluate((value) => localStorage.setItem('pendingTransaction', value), JSON.stringify(pending))
    await page.reload()
    await toast(page, 'USDT授权成功').waitFor({ timeout: 30_000 })
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingTransaction'))).toBeNull()
    await session.context.close()
  })

  it('/sell-currency sells through the order contract with permission; without it both sell screens say so and keep the button off', async () => {
    const { contracts, balanceOf } = chain()
    const seller = devAccount(2)
    const session = await openPhone(browser, seller)
    const { page } = session
    await openSignedIn(session, '/sell-currency', 'sell-submit', /^卖出$/)
    await expect
      .poll(() => page.getByTestId('sell-status').textContent(), { timeout: 20_000 })
      .toBe('您可以卖出DPINE')
    const dpineBefore = await balanceOf(contracts.dpine, seller.address)
    const usdtBefore = await balanceOf(contracts.usdt, seller.address)

    await page.getByTestId('sell-amount').fill(formatAmount(dpineBefore + unit))
    await expect.poll(() => page.getByTestId('sell-problem').textContent()).toBe('卖出数量不能超过钱包余额')
    await page.getByTestId('sell-amount').fill('1000')
    await expect.poll(() => page.getByTestId('sell-expected').textContent()).not.toBe('--')
    await page.getByTestId('sell-submit').click()
    await page.getByTestId('sell-confirm').click()
    await toast(page, '卖出成功').waitFor({ timeout: 45_000 })
    expect(await balanceOf(contracts.dpine, seller.address)).toBe(dpineBefore - 1000n * unit)
    expect((await balanceOf(contracts.usdt, seller.address)) > usdtBefore).toBe(true)
    await screenshot(page, 'sell-currency-zh')
    await session.context.close()

    const blocked = await openPhone(browser, devAccount(12))
    await openSignedIn(blocked, '/sell-currency', 'sell-submit', /^卖出$/)
    await expect
      .poll(() => blocked.page.getByTestId('sell-status').textContent(), { timeout: 20_000 })
      .toBe('您当前无法卖出DPINE')
    await blocked.page.getByTestId('sell-amount').fill('10')
    await expect.poll(() => blocked.page.getByTestId('sell-submit').isDisabled()).toBe(true)
    await blocked.page.goto(url('/swap'))
    await blocked.page.getByTestId('swap-tab-sell').click()
    await expect
      .poll(() => blocked.page.getByTestId('sell-status').textContent(), { timeout: 20_000 })
      .toBe('您当前无法卖出DPINE')
    await blocked.page.getByTestId('swap-amount-in').fill('10')
    await expect.poll(() => blocked.page.getByTestId('swap-submit').isDisabled()).toBe(true)
    await blocked.context.close()
  })

  it('/contract-pools shows the central bank and fee pools', async () => {
    const session = await openPhone(browser, devAccount(7))
    const answers: string[] = []
    session.page.on('response', (response) => {
      if (response.url().includes('/app/pools')) answers.push(`${response.status()}`)
    })
    await session.page.goto(url('/contract-pools'))
    await session.page
      .getByTestId('pools-central-bank')
      .waitFor({ timeout: 20_000 })
      .catch(async (error: unknown) => {
        throw new Error(
          `pools not shown; /app/pools answered ${answers.join(',')}: ${await session.page.locator('main').innerText()}`,
          { cause: error },
        )
      })
    await session.page.getByTestId('pools-fee').waitFor()
    expect(await session.page.getByTestId('pools-fee-ratio').textContent()).toMatch(/%$/)
    await screenshot(session.page, 'contract-pools-zh')
    await session.context.close()
  })
})
