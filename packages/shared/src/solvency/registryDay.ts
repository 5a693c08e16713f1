const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * SolvencyRegistry's `uint32 day` for a business day: 2026-05-14 → 20260514, the numbering the
 * contract's NatSpec gives as its example and its tests publish with. The chain is read by this number.
 */
export function registryDay(day: string): number {
  const match = DAY.exec(day)
  if (!match) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`)
  const [, year, month, date] = match
  return Number(year) * 10_000 + Number(month) * 100 + Number(date)
}
