/** The one place this folder names the database handle: the db client's location changes only here. */
export type { Db } from '../db/client'

/**
 * When a job is due: `every` ms after its previous run ended (interval jobs), or once per business day
 * at `dailyAt` ('HH:MM', local time in the runner's time zone).
 */
export type JobSchedule = { every: number } | { dailyAt: string }

export type JobRunContext = {
  /** Daily jobs: the business day 'YYYY-MM-DD' (SETTLEMENT_TIME_ZONE) of this run; interval jobs: the ISO start time. */
  runKey: string
  /** Aborted when the runner stops or the lease is lost: long runs check it between steps. */
  signal: AbortSignal
  logger: JobLogger
}

/**
 * A background job. `run` must be idempotent per run key: a run cut short (crash, lost lease, stop)
 * is run again for the same key by the next leader, and an operator may re-run a day (runJobNow).
 * Runs must also stop promptly once `signal` aborts: after a lost lease another replica may start
 * the job as soon as the lease expires (at least two thirds of the TTL later), and the lease cannot
 * stop a run that ignores its signal.
 */
export type JobDefinition = {
  name: string
  schedule: JobSchedule
  run(context: JobRunContext): Promise<void>
  /** Lease length for this job; overrides the runner's option. */
  leaseTtlMs?: number
}

/** The subset of pino the runner logs through. */
export type JobLogger = {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
  debug?(obj: object, msg: string): void
}

/** Time as the runner sees it; tests inject a fake one instead of sleeping. */
export type JobClock = { now(): Date; sleep(ms: number, signal: AbortSignal): Promise<void> }

/** What one run ended with, reported through `onRun` (tests and metrics). */
export type JobRunOutcome = {
  job: string
  runKey: string
  holder: string
  status: 'succeeded' | 'failed'
  /** The lease could not be renewed during the run (its signal was aborted). */
  leaseLost: boolean
  /** The run's error when it failed. */
  error?: unknown
}
