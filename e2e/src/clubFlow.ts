/**
 * Steps browser tests share around the club: funding a wallet on the dev chain, buying an order
 * through the buy screen, reading the signed-in member from the page.
 */
import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, defineChain, http, parseEther, type Address } from 'viem'
import { expect, inject } from 'vitest'
import { devAccount, mockUsdtAbi } from '@vita/contracts'
import { url } from './browser'

/** One club order's price (VitaOrder). */
export const CLUB_ORDER_PRICE = parseEther('224')

/**
 * 1 BNB of gas and `usdt` for `to`, from dev account `from`: give each test file its own account
 * (nonces of one sender would collide across files).
 */
export async function fundWallet(from: number, to: Address, usdt: bigint): Promise<void> {
  const chain = defineChain({
    id: inject('chainId'),
    name: 'dev',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [inject('rpcUrl')] } },
  })
  const client = createPublicClient({ chain, transport: http(inject('rpcUrl')) })
  const wallet = createWalletClient({ account: devAccount(from), chain, transport: http(inject('rpcUrl')) })
  const token = (JSON.parse(inject('deploymentJson')) as { contracts: { usdt: Address } }).contracts.usdt
  await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to, value: parseEther('1') }),
  })
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: token,
      abi: mockUsdtAbi,
      functionName: 'transfer',
      args: [to, usdt],
    }),
  })
}

/** The signed-in member's UUID, as the app stored it. */
export const uuidOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { uuid?: string }).uuid ?? '')

/** The buy screen's whole flow: the five steps, until the remaining orders read `remaining / 4`. */
export async function buyThroughTheScreen(page: Page, remaining: number): Promise<void> {
  await page.goto(url('/vita-club/buy'))
  await expect
    .poll(
      async () =>
        (await page.getByTestId('buy-submit').isEnabled()) &&
        !(await page.getByTestId('buy-activation-pending').count()),
      { timeout: 60_000 },
    )
    .toBe(true)
  await expect.poll(() => page.getByTestId('buy-no-referrer').count()).toBe(0)
  await page.getByTestId('buy-submit').click()
  await expect
    .poll(() => page.getByTestId('buy-remaining').textContent(), { timeout: 60_000 })
    .toMatch(new RegExp(`${remaining} / 4`))
}
