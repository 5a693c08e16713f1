import { quoteExactIn } from '@vita/shared/pool'
import { describe, expect, it } from 'vitest'
import { swapProblem } from './swapProblem'

const unit = 10n ** 18n
const pool = { reserveUsdt: 100_000n * unit, reserveDpine: 10_000_000n * unit }
const form = (amountText: string, amountIn: bigint | null, balanceIn: bigint | undefined = 500n * unit) => ({
  side: 'buy' as const,
  amountText,
  amountIn,
  balanceIn,
  quote: amountIn ? quoteExactIn('buy', amountIn, pool, 0n) : null,
})

describe('swap form problems', () => {
  it('names the empty amount by side', () => {
    expect(swapProblem(form('', null))).toBe('usdtEmpty')
    expect(swapProblem({ ...form(' ', null), side: 'sell' })).toBe('enterAmount')
  })

  it('refuses unreadable or zero amounts and more than the wallet holds', () => {
    expect(swapProblem(form('1.2.3', null))).toBe('invalidAmount')
    expect(swapProblem(form('0', 0n))).toBe('invalidAmount')
    expect(swapProblem(form('501', 501n * unit))).toBe('insufficient')
    expect(swapProblem({ ...form('501', 501n * unit), balanceIn: undefined })).toBeNull()
  })

  it('flags an empty pool, and accepts a good amount', () => {
    const empty = { reserveUsdt: 0n, reserveDpine: 0n }
    expect(
      swapProblem({ ...form('100', 100n * unit), quote: quoteExactIn('buy', 100n * unit, empty, 0n) }),
    ).toBe('poolEmpty')
    expect(swapProblem(form('100', 100n * unit))).toBeNull()
  })
})
