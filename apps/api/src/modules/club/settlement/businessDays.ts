/** The calendar day after `day` ('YYYY-MM-DD'; business days are whole calendar days in one time zone). */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}
