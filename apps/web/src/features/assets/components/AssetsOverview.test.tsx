import { cleanup, screen } from '@testing-library/react'
import type { AssetsResponse } from '@vita/shared/schemas/assets'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLocale, registerTexts } from '../../../lib/i18n'
import { envelope } from '../../../lib/testing/envelope'
import { renderAt } from '../../../lib/testing/renderAt'
import { assetsEn } from '../locales/en'
import { assetsZh } from '../locales/zh'
import { AssetBalances } from './AssetBalances'
import { AssetsOverview } from './AssetsOverview'

registerTexts(assetsZh, assetsEn)

const UNIT = 10n ** 18n
const asset = (currency: 'USDT' | 'DPINE', wallet: bigint) => ({
  currency,
  available: '0',
  pending: '0',
  staked: '0',
  claimable: '0',
  walletBalance: (wallet * UNIT).toString(),
  contractBalance: '0',
  total: (wallet * UNIT).toString(),
  walletStale: false,
})
const answer: AssetsResponse = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  assets: [asset('USDT', 1000n), asset('DPINE', 0n)],
}

describe('the two balances (issue 33 item 5)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(answer)),
    )
  })
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    await changeLocale('zh')
  })

  it('home shows the wallet balance beside the in-app one, and says what each pays for', async () => {
    renderAt('/main', '/main', <AssetsOverview onOpen={() => undefined} />)
    expect((await screen.findByTestId('home-wallet-USDT')).textContent).toBe('钱包余额 1,000')
    expect(screen.getByTestId('home-available-USDT').textContent).toBe('可用余额 0')
    expect(screen.getByTestId('balance-note').textContent).toContain('充值后才能在应用内使用')
  })

  it('the assets screen says it too, in English as well', async () => {
    await changeLocale('en')
    renderAt('/assets', '/assets', <AssetBalances wanted={null} />)
    await screen.findByTestId('assets-row-USDT')
    expect(screen.getByTestId('balance-note').textContent).toMatch(
      /^Wallet balance: .* Available: your in-app balance, .* Deposit wallet tokens to use them in the app\.$/,
    )
  })
})
