import type { Page } from 'playwright-core'
import { url } from './browser'

/**
 * Signs the page's wallet in through an invite link (a registered member is just signed in). Waits with
 * Playwright, not expect.poll, so beforeAll hooks can use it too.
 */
export async function signInFromInvite(page: Page, inviteCode: string): Promise<void> {
  await page.goto(url(`/invite/${inviteCode}`))
  await page.waitForFunction(
    (code) =>
      (document.querySelector('[data-testid="invite-code-input"]') as HTMLInputElement | null)?.value ===
      code,
    inviteCode,
    { timeout: 20_000 },
  )
  await page.getByTestId('login-button').click()
  await page.waitForFunction(() => Boolean(localStorage.getItem('token')), undefined, { timeout: 30_000 })
}

/** The bill log's rows as their text, newest first. */
export async function billRows(page: Page): Promise<string[]> {
  await page.goto(url('/assets-log'))
  await page.getByTestId('bills-list').waitFor()
  return page.getByTestId('bill-row').allTextContents()
}
