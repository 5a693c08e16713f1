import { formatAmount } from '@vita/shared/amount'

/** Token amounts for display: grouped, truncated (never rounded up) to `digits` decimals. */
export function units(value: bigint, digits = 6): string {
  return formatAmount(value, 18, { maxFractionDigits: digits, grouping: true })
}

export function shortHash(hash: string): string {
  return `${hash.slice(0, 10)}…${hash.slice(-6)}`
}
