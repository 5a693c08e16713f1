/**
 * Reads an amount the member typed, in base units, never through a float. Transfer and withdraw
 * forms show the problem inline as the member types.
 */
import { AmountFormatError, parseAmount, TOKEN_DECIMALS } from '@vita/shared/amount'
import { amountEn, amountZh } from './amountTexts'
import { apiReason } from './httpError'
import { registerTexts } from './i18n'

// Every form that reads an amount shows these texts; they load with the first such form.
registerTexts(amountZh, amountEn)

export type AmountProblem = 'required' | 'invalid' | 'tooManyDecimals' | 'notPositive' | 'exceedsAvailable'

export type AmountCheck = { ok: true; amount: bigint } | { ok: false; problem: AmountProblem }

/** `available` is the spendable balance; omit it when there is no upper bound to check. */
export function checkAmount(
  text: string,
  available?: bigint,
  decimals: number = TOKEN_DECIMALS,
): AmountCheck {
  if (text.trim() === '') return { ok: false, problem: 'required' }
  let amount: bigint
  try {
    amount = parseAmount(text, decimals)
  } catch (error) {
    const tooPrecise = error instanceof AmountFormatError && error.reason === 'too-many-decimals'
    return { ok: false, problem: tooPrecise ? 'tooManyDecimals' : 'invalid' }
  }
  if (amount <= 0n) return { ok: false, problem: 'notPositive' }
  if (available !== undefined && amount > available) return { ok: false, problem: 'exceedsAvailable' }
  return { ok: true, amount }
}

/**
 * Whether the API refused the amount and currency now in the form for want of balance (the balance
 * shown was stale): the form then says 余额不足 as it does when it sees the shortfall itself.
 */
export function refusedForBalance(
  error: unknown,
  sent: { amount: string; currency: string } | undefined,
  typed: { check: AmountCheck; currency: string },
): boolean {
  return (
    apiReason(error) === 'insufficientBalance' &&
    typed.check.ok &&
    sent?.amount === typed.check.amount.toString() &&
    sent.currency === typed.currency
  )
}

/** Keeps only what can become a decimal amount while typing: digits and one dot. */
export function cleanAmountTyping(text: string): string {
  const digits = text.replace(/[^\d.]/g, '')
  const dot = digits.indexOf('.')
  return dot === -1 ? digits : `${digits.slice(0, dot + 1)}${digits.slice(dot + 1).replace(/\./g, '')}`
}
