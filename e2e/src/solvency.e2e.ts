import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { launchBrowser, openPhone, screenshot, url, type MemberSession } from './browser'
import { uuidOf } from './clubFlow'
import { creditMember, settleClubDay, takeSolvencySnapshot } from './operator'
import { signInFromInvite } from './session'

// Crediting, settling and the snapshot go through the operator CLI, a second process: PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres)
  console.warn('[solvency.e2e] skipped: set TEST_DATABASE_URL so the operator CLI can take a snapshot')

/**
 * The day this file snapshots: settled early, after every day the club's tests settle (up to three days
 * ahead), so its snapshot is the latest and counts the member credited here, in a run of one file or all.
 */
const SNAPSHOT_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
  new Date(Date.now() + 5 * 86_400_000),
)

/** One "Verify my balance": its verdict, or the problem it reports. */
async function verifyOnce(page: Page): Promise<string | null> {
  const button = page.getByTestId('solvency-verify-button')
  await button.click()
  await expect.poll(() => button.isEnabled()).toBe(true)
  const verdict = page.getByTestId('solvency-verdict')
  const problem = page.getByTestId('solvency-verify-problem')
  await verdict.or(problem).waitFor()
  return (await verdict.count()) > 0
    ? verdict.getAttribute('data-verdict')
    : problem.getAttribute('data-problem')
}

describe.runIf(onPostgres)('proof of solvency: the snapshot, its anchoring and my own check', () => {
  let browser: Browser
  let closeBrowser: () => Promise<void>
  let member: MemberSession
  let memberUuid = ''
  const day = SNAPSHOT_DAY

  beforeAll(async () => {
    ;({ browser, close: closeBrowser } = await launchBrowser())
    member = await openPhone(browser, privateKeyToAccount(generatePrivateKey()))
    await signInFromInvite(member.page, inject('genesisInviteCode'))
    memberUuid = await uuidOf(member.page)
    await creditMember({ memberUuid, currency: 'DPINE', amount: '500' })
    await settleClubDay(day, { early: true })
    await takeSolvencySnapshot()
  })
  afterAll(async () => {
    await member?.context.close()
    await closeBrowser?.()
  })

  it('is reached from Mine and from Assets', async () => {
    const { page } = member
    await page.goto(url('/main'))
    await page.getByTestId('open-solvency').click()
    await page.waitForURL(/\/solvency$/)
    await page.goto(url('/assets'))
    await page.getByTestId('assets-solvency').click()
    await page.waitForURL(/\/solvency$/)
    expect(await page.getByTestId('solvency-day-date').textContent()).toBe(day)
  })

  it('shows the day anchored on chain, and my balance verified against the root read from the chain', async () => {
    const { page } = member
    // The publishing job (every minute) sends the day's root once the snapshot is taken.
    await expect
      .poll(
        async () => {
          await page.goto(url('/solvency'))
          await page.getByTestId('solvency-day').waitFor()
          return page
            .getByTestId('solvency-publication')
            .getByTestId('solvency-publication-status')
            .getAttribute('data-status')
        },
        { timeout: 180_000, interval: 5_000 },
      )
      .toMatch(/^(sent|published)$/)
    // The ratio is shown where the day's reserves were read, and said to be missing where not.
    const latest = (await (await fetch(url('/app/solvency/latest'))).json()) as {
      data: { reserves: unknown }
    }
    expect(await page.getByTestId('solvency-ratio-DPINE').textContent()).toMatch(
      latest.data.reserves === null ? /^未读取$/ : /^[\d,]+\.\d{2}%$/,
    )
    // Sent is on chain once mined: until then the check says "not on chain yet", and is asked again.
    await expect.poll(() => verifyOnce(page), { timeout: 60_000, interval: 2_000 }).toBe('included')
    expect(await page.getByTestId('solvency-my-DPINE').textContent()).toBe('DPINE500')
    await screenshot(page, 'solvency-verified-zh')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('solvency-download').click(),
    ])
    expect(download.suggestedFilename()).toBe(`vita-solvency-proof-${day}.json`)
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      memberUuid: string
      salt: string
      registry: { day: number; address: string | null }
    }
    expect(file.memberUuid).toBe(memberUuid)
    expect(file.salt).toMatch(/^0x[0-9a-f]{64}$/)
    expect(file.registry.day).toBe(Number(day.replaceAll('-', '')))
    expect(file.registry.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  }, 300_000)

  it('renders in Chinese and in English, no text key left (screenshots at 390×844)', async () => {
    const { page } = member
    for (const locale of ['zh', 'en'] as const) {
      await page.evaluate((value) => localStorage.setItem('locale', value), locale)
      await page.goto(url('/solvency'))
      await page.getByTestId('solvency-day').waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.locator('main').innerText()).not.toMatch(/\bsolvency\.[a-z]/)
      await screenshot(page, `solvency-${locale}`)
      await page.getByTestId('solvency-history').scrollIntoViewIfNeeded()
      await screenshot(page, `solvency-anchoring-${locale}`)
    }
    await page.evaluate(() => localStorage.setItem('locale', 'zh'))
  })
})
