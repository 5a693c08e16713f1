/**
 * Reserves against liabilities per currency, in integers only: amounts are base units (bigint) and
 * the ratio is kept in basis points, rounded down, so a club short by one base unit never reads 100.00 %.
 */
import { BPS } from '@vita/shared'
import type { SolvencyDay } from '@vita/shared/schemas/solvency'

/** Reserves / liabilities in basis points (10000 = 100 %); nothing owed has no ratio. */
export type ReserveRatio = { kind: 'ratio'; basisPoints: bigint } | { kind: 'noLiabilities' }

export function reserveRatio(reserves: bigint, liabilities: bigint): ReserveRatio {
  if (liabilities <= 0n) return { kind: 'noLiabilities' }
  return { kind: 'ratio', basisPoints: (reserves * BPS) / liabilities }
}

/** Basis points as a percentage with exactly two decimals: 12345n → "123.45". */
export function formatPercent(basisPoints: bigint): string {
  const whole = (basisPoints / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${whole}.${(basisPoints % 100n).toString().padStart(2, '0')}`
}

/** One currency of a day: what members are owed, what the reserve addresses held, and the ratio. */
export type CurrencyCoverage = {
  currency: string
  liabilities: bigint
  /** Null while the day's reserves are not read. */
  reserves: bigint | null
  ratio: ReserveRatio | null
}

/** The day's currencies in its own order, each with its liabilities, reserves and ratio. */
export function currencyCoverage(
  day: Pick<SolvencyDay, 'currencies' | 'totals' | 'reserves'>,
): CurrencyCoverage[] {
  return day.currencies.map((currency, index) => {
    const liabilities = BigInt(day.totals[index] ?? '0')
    const held = day.reserves?.totals[index]
    const reserves = held === undefined ? null : BigInt(held)
    return {
      currency,
      liabilities,
      reserves,
      ratio: reserves === null ? null : reserveRatio(reserves, liabilities),
    }
  })
}
