import { CURRENCIES as contractCurrencies } from '@vita/shared/schemas/assets'
import { describe, expect, it } from 'vitest'
import { CURRENCIES, isCurrency } from './currencies'

describe('the currencies without zod', () => {
  it('are the contract’s currencies', () => {
    expect(CURRENCIES).toEqual(contractCurrencies)
  })
  it('recognises only those symbols', () => {
    expect(isCurrency('USDT')).toBe(true)
    expect(isCurrency('DPINE')).toBe(true)
    expect(isCurrency('usdt')).toBe(false)
    expect(isCurrency('BNB')).toBe(false)
  })
})
