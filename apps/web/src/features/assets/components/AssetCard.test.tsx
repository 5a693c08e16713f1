import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Asset } from '@vita/shared/schemas/assets'
import { registerTexts } from '../../../lib/i18n'
import { assetsEn } from '../locales/en'
import { assetsZh } from '../locales/zh'
import { AssetCard } from './AssetCard'

registerTexts(assetsZh, assetsEn)

const UNIT = 10n ** 18n
const asset: Asset = {
  currency: 'DPINE',
  available: (20_000n * UNIT).toString(),
  pending: (500n * UNIT).toString(),
  staked: (10_000n * UNIT).toString(),
  claimable: '0',
  walletBalance: (3n * UNIT).toString(),
  contractBalance: (3n * UNIT).toString(),
  total: (30_503n * UNIT).toString(),
  walletStale: false,
}

describe('asset card', () => {
  afterEach(cleanup)

  it('shows the total and every part of it (issue 30: the stake and the claimable too), the contract reading apart', () => {
    render(<AssetCard asset={asset} />)
    expect(screen.getByTestId('assets-total-DPINE').textContent).toBe('30,503')
    const parts = ['available', 'pending', 'staked', 'claimable', 'wallet'].map(
      (part) => screen.getByTestId(`assets-${part}-DPINE`).textContent,
    )
    expect(parts).toEqual(['20,000', '500', '10,000', '0', '3'])
    expect(screen.getByText('节点质押')).toBeTruthy()
    expect(screen.getByTestId('assets-contract-DPINE').textContent).toContain('已计入钱包余额')
  })
})
