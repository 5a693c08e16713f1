/**
 * Money is integer base units end to end. These helpers convert between base units (bigint) and the
 * decimal text a person types or reads, without ever passing through a float.
 */

export const TOKEN_DECIMALS = 18

export class AmountFormatError extends Error {
  override name = 'AmountFormatError'
  constructor(
    readonly reason: 'empty' | 'not-a-number' | 'negative' | 'too-many-decimals' | 'too-large',
    readonly input: string,
  ) {
    super(`Invalid amount "${input}": ${reason}`)
  }
}

const MAX_UINT256 = (1n << 256n) - 1n
const DECIMAL_TEXT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/** Parses human decimal text ("12.5") into base units. Rejects signs, exponents, spaces and excess decimals. */
export function parseAmount(text: string, decimals: number = TOKEN_DECIMALS): bigint {
  const input = text.trim()
  if (input === '') throw new AmountFormatError('empty', text)
  if (input.startsWith('-')) throw new AmountFormatError('negative', text)
  const match = DECIMAL_TEXT.exec(input)
  if (!match) throw new AmountFormatError('not-a-number', text)
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) throw new AmountFormatError('too-many-decimals', text)
  const value = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  if (value > MAX_UINT256) throw new AmountFormatError('too-large', text)
  return value
}

/** Returns the amount, or null when the text is not a valid amount (for live form validation). */
export function tryParseAmount(text: string, decimals: number = TOKEN_DECIMALS): bigint | null {
  try {
    return parseAmount(text, decimals)
  } catch {
    return null
  }
}

export type FormatAmountOptions = {
  /** Maximum fraction digits shown; the value is truncated (never rounded up) toward zero. */
  maxFractionDigits?: number
  /** Insert thousands separators in the whole part. */
  grouping?: boolean
}

/** Formats base units as decimal text, truncating (not rounding) to `maxFractionDigits`. */
export function formatAmount(
  value: bigint,
  decimals: number = TOKEN_DECIMALS,
  options: FormatAmountOptions = {},
): string {
  const { maxFractionDigits = decimals, grouping = false } = options
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  let whole = (abs / base).toString()
  let fraction = (abs % base).toString().padStart(decimals, '0').slice(0, Math.max(0, maxFractionDigits))
  fraction = fraction.replace(/0+$/, '')
  if (grouping) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const text = fraction ? `${whole}.${fraction}` : whole
  return negative && text !== '0' ? `-${text}` : text
}

/** Basis-point share of an amount, rounded down: `bps(amount, 25)` is 0.25 %. */
export function bpsOf(amount: bigint, bps: bigint | number): bigint {
  return (amount * BigInt(bps)) / 10_000n
}
