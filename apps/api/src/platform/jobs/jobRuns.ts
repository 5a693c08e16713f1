import { and, asc, eq, lte, ne, or, sql } from 'drizzle-orm'
import { businessDay, isDailyDue } from './schedule'
import { jobRuns } from './tables'
import type { Db } from './types'

export type ClaimDailyRunParameters = {
  job: string
  runKey: string
  holder: string
  /** An operator re-run (runJobNow) also re-runs a day that succeeded; the schedule never does. */
  evenIfSucceeded?: boolean
}

/**
 * Marks the run 'running' under `holder` before it starts (a new row, or attempts + 1 on a day that
 * failed or was left 'running' by a crashed holder). Answers the attempt number, or undefined when the
 * day already succeeded and `evenIfSucceeded` is not set.
 */
export async function claimDailyRun(
  db: Db,
  parameters: ClaimDailyRunParameters,
): Promise<number | undefined> {
  const { job, runKey, holder } = parameters
  const rows = await db
    .insert(jobRuns)
    .values({ jobName: job, runKey, status: 'running', holder })
    .onConflictDoUpdate({
      target: [jobRuns.jobName, jobRuns.runKey],
      set: {
        status: 'running',
        attempts: sql`${jobRuns.attempts} + 1`,
        holder,
        startedAt: sql`now()`,
        finishedAt: null,
        lastError: null,
      },
      ...(parameters.evenIfSucceeded ? {} : { setWhere: ne(jobRuns.status, 'succeeded') }),
    })
    .returning({ attempts: jobRuns.attempts })
  return rows[0]?.attempts
}

export type FinishDailyRunParameters = {
  job: string
  runKey: string
  holder: string
  status: 'succeeded' | 'failed'
  /** The failed run's error: only its message is stored (no stack, no causes). */
  error?: unknown
}

/**
 * Records how the run ended. Only the claiming holder's 'running' row changes: a holder that lost its
 * lease must not overwrite the row of the leader that took the day over.
 */
export async function finishDailyRun(db: Db, parameters: FinishDailyRunParameters): Promise<void> {
  const { job, runKey, holder, status, error } = parameters
  await db
    .update(jobRuns)
    .set({
      status,
      finishedAt: sql`now()`,
      lastError: status === 'failed' ? errorMessage(error) : null,
    })
    .where(
      and(
        eq(jobRuns.jobName, job),
        eq(jobRuns.runKey, runKey),
        eq(jobRuns.holder, holder),
        eq(jobRuns.status, 'running'),
      ),
    )
}

export type NextDailyRunKeyParameters = { job: string; at: Date; timeZone: string; dailyAt: string }

/**
 * The day a daily job should run now, if any: first the oldest earlier day left unfinished ('running'
 * after a crash, or 'failed', e.g. still failing at midnight), then today once `dailyAt` has passed and
 * today has not succeeded. A day no replica was up for at all is not caught up: re-run it with runJobNow.
 */
export async function nextDailyRunKey(
  db: Db,
  parameters: NextDailyRunKeyParameters,
): Promise<string | undefined> {
  const today = businessDay(parameters.at, parameters.timeZone)
  const rows = await db
    .select({ runKey: jobRuns.runKey, status: jobRuns.status })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.jobName, parameters.job),
        lte(jobRuns.runKey, today),
        or(ne(jobRuns.status, 'succeeded'), eq(jobRuns.runKey, today)),
      ),
    )
    .orderBy(asc(jobRuns.runKey))
    .limit(2)
  const unfinished = rows.find((row) => row.runKey < today)
  if (unfinished) return unfinished.runKey
  const todayRow = rows.find((row) => row.runKey === today)
  if (todayRow?.status === 'succeeded') return undefined
  return isDailyDue(parameters.at, parameters.timeZone, parameters.dailyAt) ? today : undefined
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
