import { describe, expect, it } from 'vitest'
import {
  defaultSwapSettings,
  parseDeadlineSeconds,
  parseSlippagePercent,
  readSwapSettings,
  slippageWarning,
  storeSwapSettings,
  suggestedSlippage,
  swapDeadline,
  SWAP_SETTINGS_KEY,
} from './slippage'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

describe('swap settings', () => {
  it('defaults to the spec: 0 bps slippage, 1200 s deadline', () => {
    expect(defaultSwapSettings).toEqual({ slippageBps: 0n, deadlineSeconds: 1200 })
    expect(readSwapSettings(memoryStorage())).toEqual(defaultSwapSettings)
  })

  it('offers 0.5 % while the slippage may fail (the 0 % default included), and only then', () => {
    expect(suggestedSlippage(0n)).toBe(50n)
    expect(suggestedSlippage(9n)).toBe(50n)
    expect(suggestedSlippage(10n)).toBeNull()
    expect(suggestedSlippage(600n)).toBeNull()
  })

  it('warns below 10 bps and above 500 bps', () => {
    expect(slippageWarning(0n)).toBe('mayFail')
    expect(slippageWarning(9n)).toBe('mayFail')
    expect(slippageWarning(10n)).toBeNull()
    expect(slippageWarning(500n)).toBeNull()
    expect(slippageWarning(501n)).toBe('frontRun')
  })

  it('parses a custom percentage into bps', () => {
    expect(parseSlippagePercent('0.5')).toBe(50n)
    expect(parseSlippagePercent('1')).toBe(100n)
    expect(parseSlippagePercent('0.05')).toBe(5n)
    expect(parseSlippagePercent('12.34')).toBe(1234n)
    expect(parseSlippagePercent('50')).toBe(5000n)
    expect(parseSlippagePercent('51')).toBeNull()
    expect(parseSlippagePercent('0.123')).toBeNull()
    expect(parseSlippagePercent('-1')).toBeNull()
    expect(parseSlippagePercent('abc')).toBeNull()
  })

  it('parses the deadline within 60 s .. 1 day', () => {
    expect(parseDeadlineSeconds('1200')).toBe(1200)
    expect(parseDeadlineSeconds('59')).toBeNull()
    expect(parseDeadlineSeconds('86401')).toBeNull()
    expect(parseDeadlineSeconds('1.5')).toBeNull()
  })

  it('round-trips through storage and ignores garbage', () => {
    const storage = memoryStorage()
    storeSwapSettings({ slippageBps: 50n, deadlineSeconds: 600 }, storage)
    expect(readSwapSettings(storage)).toEqual({ slippageBps: 50n, deadlineSeconds: 600 })
    expect(readSwapSettings(memoryStorage({ [SWAP_SETTINGS_KEY]: '{' }))).toEqual(defaultSwapSettings)
    expect(
      readSwapSettings(memoryStorage({ [SWAP_SETTINGS_KEY]: '{"slippageBps":"99999","deadlineSeconds":5}' })),
    ).toEqual(defaultSwapSettings)
  })

  it('deadline is now + seconds in Unix seconds', () => {
    expect(swapDeadline(1_700_000_000_500, 1200)).toBe(1_700_001_200n)
  })
})
