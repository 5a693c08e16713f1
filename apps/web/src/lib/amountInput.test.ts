import { describe, expect, it } from 'vitest'
import { parseAmount } from '@vita/shared/amount'
import { checkAmount, cleanAmountTyping, refusedForBalance } from './amountInput'
import { HttpError } from './httpError'

const available = parseAmount('100')

describe('checkAmount', () => {
  it('reads decimal text into base units without floats', () => {
    expect(checkAmount('0.1', available)).toEqual({ ok: true, amount: 10n ** 17n })
    expect(checkAmount('12.345678901234567891', parseAmount('13'))).toEqual({
      ok: true,
      amount: 12_345678901234567891n,
    })
    expect(checkAmount(' 100 ', available)).toEqual({ ok: true, amount: available })
    expect(checkAmount('.5', available)).toEqual({ ok: true, amount: 5n * 10n ** 17n })
  })

  it('names each problem', () => {
    expect(checkAmount('', available)).toEqual({ ok: false, problem: 'required' })
    expect(checkAmount('   ', available)).toEqual({ ok: false, problem: 'required' })
    expect(checkAmount('abc', available)).toEqual({ ok: false, problem: 'invalid' })
    expect(checkAmount('1e3', available)).toEqual({ ok: false, problem: 'invalid' })
    expect(checkAmount('-1', available)).toEqual({ ok: false, problem: 'invalid' })
    expect(checkAmount('0', available)).toEqual({ ok: false, problem: 'notPositive' })
    expect(checkAmount('0.000', available)).toEqual({ ok: false, problem: 'notPositive' })
    expect(checkAmount('0.0000000000000000001', available)).toEqual({ ok: false, problem: 'tooManyDecimals' })
    expect(checkAmount('100.000000000000000001', available)).toEqual({
      ok: false,
      problem: 'exceedsAvailable',
    })
  })

  it('has no upper bound without an available balance', () => {
    expect(checkAmount('1000000', undefined)).toEqual({ ok: true, amount: parseAmount('1000000') })
  })
})

describe('cleanAmountTyping', () => {
  it('keeps digits and the first dot', () => {
    expect(cleanAmountTyping('12a.3.4')).toBe('12.34')
    expect(cleanAmountTyping('1,000')).toBe('1000')
    expect(cleanAmountTyping('-5')).toBe('5')
  })
})

describe('refusedForBalance', () => {
  const short = new HttpError({
    kind: 'envelope',
    status: 400,
    code: 7,
    msg: '余额不足',
    data: { reason: 'insufficientBalance' },
    reason: 'insufficientBalance',
  })
  const sent = { amount: parseAmount('5').toString(), currency: 'USDT' }
  const typed = (text: string, currency = 'USDT') => ({ check: checkAmount(text), currency })

  it('holds for the amount and currency the API refused for want of balance, until either changes', () => {
    expect(refusedForBalance(short, sent, typed('5'))).toBe(true)
    expect(refusedForBalance(short, sent, typed('5.0'))).toBe(true)
    expect(refusedForBalance(short, sent, typed('4'))).toBe(false)
    expect(refusedForBalance(short, sent, typed('5', 'DPINE'))).toBe(false)
    expect(refusedForBalance(short, undefined, typed('5'))).toBe(false)
    expect(refusedForBalance(new Error('offline'), sent, typed('5'))).toBe(false)
  })
})
