import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { settleClubDay, type SettleClubDayReturnType } from './settleClubDay'
import { dayAfter } from './businessDays'

export type SettleDaysUpToParameters = {
  /** The last day to settle, 'YYYY-MM-DD' (the daily job's run key). */
  day: string
  /** Checked between days: a run that lost its lease stops after the day in progress. */
  signal?: AbortSignal
  /** At most this many days per call (default 31); the rest is left for the next call. */
  maxDays?: number
}
export type SettleDaysUpToReturnType = {
  days: SettleClubDayReturnType[]
  /** Unsettled days still before or at `day` after this call (more than maxDays were due). */
  remaining: number
}

/**
 * Catch-up: settles every unsettled day after the last settled one up to `day`, oldest first, each in
 * its own transaction (settleClubDay). With no settled day yet, only `day` itself is settled.
 */
export async function settleDaysUpTo(
  db: Db,
  { day, signal, maxDays = 31 }: SettleDaysUpToParameters,
): Promise<SettleDaysUpToReturnType> {
  const [last] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from club_settlements`,
  )
  const due: string[] = []
  for (let next = last?.day ? dayAfter(last.day) : day; next <= day; next = dayAfter(next)) due.push(next)
  const days: SettleClubDayReturnType[] = []
  for (const next of due.slice(0, maxDays)) {
    if (signal?.aborted) break
    days.push(await settleClubDay(db, { day: next }))
  }
  return { days, remaining: due.length - days.length }
}
