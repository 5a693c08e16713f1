/**
 * Display formats of money, basis points and time (addresses and hashes: shorten.ts). Amounts stay
 * bigint base units all the way to the text; this is the one money formatter of the app.
 */
import { formatAmount } from '@vita/shared/amount'
import type { Locale } from '@vita/shared/locale'
import { htmlLang } from './locale'

/** Base units (string or bigint) as grouped decimal text, truncated (never rounded up) to `digits` decimals. */
export function formatMoney(value: string | bigint, digits = 6): string {
  return formatAmount(typeof value === 'bigint' ? value : BigInt(value), undefined, {
    maxFractionDigits: digits,
    grouping: true,
  })
}

/** A signed amount for the bill log: "+5" or "-5". */
export function formatSignedMoney(value: string | bigint, digits = 6): string {
  const amount = typeof value === 'bigint' ? value : BigInt(value)
  return amount > 0n ? `+${formatMoney(amount, digits)}` : formatMoney(amount, digits)
}

/** Basis points as a percentage text ("125" → "1.25"), integer math only. */
export function formatBps(bps: bigint): string {
  const negative = bps < 0n
  const abs = negative ? -bps : bps
  const fraction = (abs % 100n).toString().padStart(2, '0').replace(/0+$/, '')
  const text = fraction ? `${abs / 100n}.${fraction}` : `${abs / 100n}`
  return negative ? `-${text}` : text
}

/** Local date and time in the app language. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(htmlLang(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(iso))
}
