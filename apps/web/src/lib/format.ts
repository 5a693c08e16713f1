/** Display formats of money and time; amounts stay bigint base units all the way to the text. */
import { formatAmount } from '@vita/shared/amount'
import type { Locale } from '@vita/shared/locale'
import { htmlLang } from './locale'

/** Base units (string or bigint) as grouped decimal text, truncated to `digits` fraction digits. */
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
