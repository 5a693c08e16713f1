import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { launchBrowser, openPhone, screenshot, url, type MemberSession } from './browser'
import { billRows, signInFromInvite } from './session'
import { creditMember } from './operator'

// Crediting goes through the operator CLI, a second process: it needs the system on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres)
  console.warn('[money.e2e] skipped: set TEST_DATABASE_URL so the operator CLI can credit balances')

const newMember = () => privateKeyToAccount(generatePrivateKey())

async function uuidOf(page: Page): Promise<string> {
  await page.goto(url('/main'))
  await page.waitForFunction(() =>
    /^[0-9a-f-]{36}$/.test(document.querySelector('[data-testid="member-uuid"]')?.textContent ?? ''),
  )
  return (await page.getByTestId('member-uuid').textContent()) ?? ''
}

describe.runIf(onPostgres)('money: transfer and withdraw', () => {
  let browser: Browser
  let closeBrowser: () => Promise<void>
  let alice: MemberSession
  let bob: MemberSession
  let aliceUuid = ''
  let bobUuid = ''
  const deployment = () => JSON.parse(inject('deploymentJson')) as { contracts: { dpine: Address } }
  const chain = createPublicClient({ transport: http(inject('rpcUrl')) })
  const dpineOf = (address: Address) =>
    chain.readContract({
      address: deployment().contracts.dpine,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })

  beforeAll(async () => {
    ;({ browser, close: closeBrowser } = await launchBrowser())
    alice = await openPhone(browser, newMember())
    bob = await openPhone(browser, newMember())
    await signInFromInvite(alice.page, inject('genesisInviteCode'))
    await signInFromInvite(bob.page, inject('genesisInviteCode'))
    aliceUuid = await uuidOf(alice.page)
    bobUuid = await uuidOf(bob.page)
    await creditMember({ memberUuid: aliceUuid, currency: 'DPINE', amount: '500' })
  })
  afterAll(async () => {
    await alice?.context.close()
    await bob?.context.close()
    await closeBrowser?.()
  })

  it('shows the credited balance on /assets and home', async () => {
    const { page } = alice
    await page.goto(url('/assets'))
    await expect.poll(() => page.getByTestId('assets-available-DPINE').textContent()).toBe('500')
    await page.getByTestId('assets-wallet-DPINE').waitFor()
    await screenshot(page, 'assets-zh')
    await page.goto(url('/main'))
    await expect.poll(() => page.getByTestId('home-assets').textContent()).toContain('500')
    await page.getByTestId('invite-qr').locator('svg').waitFor()
    await screenshot(page, 'main-member-zh')
  })

  it('transfers to another member by UUID; both bill logs show it', async () => {
    const { page } = alice
    await page.goto(url('/transfer-money'))
    await page.getByTestId('transfer-uuid').fill('not-a-uuid')
    await expect
      .poll(() => page.getByTestId('transfer-uuid-status').getAttribute('data-status'))
      .toBe('invalid')
    await page.getByTestId('transfer-uuid').fill(aliceUuid)
    // One's own UUID is not a transfer target.
    await expect
      .poll(() => page.getByTestId('transfer-uuid-status').getAttribute('data-status'))
      .toBe('invalid')
    await page.getByTestId('transfer-uuid').fill(bobUuid)
    await expect
      .poll(() => page.getByTestId('transfer-uuid-status').getAttribute('data-status'))
      .toBe('valid')
    await page.getByTestId('transfer-currency-DPINE').click()
    await page.getByTestId('transfer-amount').fill('600')
    await expect.poll(() => page.getByTestId('transfer-amount-error').isVisible()).toBe(true)
    await page.getByTestId('transfer-amount').fill('120.5')
    await page.getByTestId('transfer-submit').click()
    await page.getByTestId('transfer-confirm').click()
    await expect.poll(() => page.getByTestId('transfer-result').textContent()).toContain('379.5')

    const aliceBills = await billRows(page)
    expect(aliceBills[0]).toContain('-120.5 DPINE')
    expect(aliceBills[0]).toContain(bobUuid)
    await page.getByTestId('bills-filter-type').selectOption('transfer')
    await expect.poll(() => page.getByTestId('bill-row').count()).toBe(1)
    await screenshot(page, 'assets-log-zh')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('bills-export').click(),
    ])
    const csv = await readFile(await download.path(), 'utf8')
    expect(download.suggestedFilename()).toMatch(/^bills-.*\.csv$/)
    expect(csv).toContain(bobUuid)

    const bobBills = await billRows(bob.page)
    expect(bobBills[0]).toContain('+120.5 DPINE')
    expect(bobBills[0]).toContain(aliceUuid)
  })

  it('withdraws DPINE to the wallet: pending, then completed with the tokens on chain', async () => {
    const { page, wallet } = alice
    const address = wallet.account.address
    const before = await dpineOf(address)

    await page.goto(url('/withdraw'))
    await page.getByTestId('withdraw-currency-DPINE').click()
    await page.getByTestId('withdraw-submit').click()
    await expect.poll(() => page.getByText('请填写完整信息').first().isVisible()).toBe(true)
    await expect.poll(() => page.getByTestId('withdraw-address-error').textContent()).toBe('请输入提现地址')
    await page.getByTestId('withdraw-address').fill(address)
    await page.getByTestId('withdraw-amount').fill('1')
    await expect
      .poll(() => page.getByTestId('withdraw-amount-error').textContent())
      .toMatch(/^提现金额不能少于\S+ DPINE$/)
    await page.getByTestId('withdraw-amount').fill('100')
    await page.getByTestId('withdraw-note').fill('e2e')
    await screenshot(page, 'withdraw-zh')
    await page.getByTestId('withdraw-submit').click()
    await page.getByTestId('withdraw-confirm').click()

    const status = page.getByTestId('withdrawal-status')
    await expect.poll(() => status.getAttribute('data-status')).toMatch(/^(pending|broadcast|completed)$/)
    await expect
      .poll(() => status.getAttribute('data-status'), { timeout: 60_000, interval: 1_000 })
      .toBe('completed')
    await screenshot(page, 'withdraw-completed-zh')

    // The fee (if any) stays behind: the wallet gains the net amount.
    const rules = (await (await fetch(url('/app/withdrawals/rules'))).json()) as {
      data: { rules: { currency: string; fee: string }[] }
    }
    const fee = BigInt(rules.data.rules.find((rule) => rule.currency === 'DPINE')?.fee ?? '0')
    await expect
      .poll(async () => (await dpineOf(address)) - before, { timeout: 30_000 })
      .toBe(parseUnits('100', 18) - fee)
    await page.goto(url('/assets'))
    await expect.poll(() => page.getByTestId('assets-available-DPINE').textContent()).toBe('279.5')
  })

  it('the bill log has an on-chain activity tab, in Chinese and in English', async () => {
    const { page } = alice
    const texts = {
      zh: { tab: '链上记录', empty: '暂无链上记录' },
      en: { tab: 'On-chain activity', empty: 'No on-chain activity yet' },
    }
    for (const locale of ['zh', 'en'] as const) {
      await page.evaluate((value) => localStorage.setItem('locale', value), locale)
      await page.goto(url('/assets-log'))
      await page.getByRole('tab', { name: texts[locale].tab }).click()
      const empty = page.getByTestId('chain-activity-empty')
      await page.getByTestId('chain-activity-list').or(empty).waitFor()
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(texts[locale].tab)
      // Alice's money moved in the app only (credit, transfer, withdrawal): nothing paid from her wallet.
      expect(await empty.textContent()).toContain(texts[locale].empty)
      await screenshot(page, `assets-chain-activity-${locale}`)
    }
    await page.evaluate(() => localStorage.setItem('locale', 'zh'))
  })

  it('every money screen renders in Chinese and in English, no text key left (screenshots at 390×844)', async () => {
    const { page } = alice
    const screens = [
      '/assets',
      '/main',
      '/deposit',
      '/transfer-money',
      '/withdraw',
      '/contract-pools',
      '/sell-currency',
    ]
    for (const locale of ['zh', 'en'] as const) {
      await page.evaluate((value) => localStorage.setItem('locale', value), locale)
      for (const path of screens) {
        await page.goto(url(path))
        await page.waitForLoadState('networkidle')
        expect(await page.getByTestId('not-found').count()).toBe(0)
        // A missing translation shows its key (e.g. deposit.title); every key of these screens has a dot.
        expect(await page.locator('main').innerText()).not.toMatch(
          /\b(assets|deposit|pools|sell|withdraw|transfer|amount)\.[a-z]/,
        )
        await screenshot(page, `money${path.replaceAll('/', '-')}-${locale}`)
      }
    }
    await page.evaluate(() => localStorage.setItem('locale', 'zh'))
  })
})
