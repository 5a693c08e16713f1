import { systemClock } from './clock'
import { JobLeaseHeldError } from './errors'
import { defaultJobHolder } from './holder'
import { jobLoggerWith, silentJobLogger } from './jobLogger'
import { claimDailyRun, finishDailyRun } from './jobRuns'
import { acquireLease, jobLeaseName, leaseHolder, releaseLease } from './lease'
import { runLeased } from './runLeased'
import { isBusinessDay } from './schedule'
import type { Db, JobDefinition, JobLogger } from './types'

export type RunJobNowParameters = {
  db: Db
  /** A daily job. */
  job: JobDefinition
  /** The business day to run, 'YYYY-MM-DD'. */
  runKey: string
  holder?: string
  logger?: JobLogger
  /** Lease length when the job sets none. Default 30 s. */
  leaseTtlMs?: number
  /** Aborts the run (e.g. the operator pressed Ctrl-C). */
  signal?: AbortSignal
}
/** Resolves once the run succeeded (job_runs says 'succeeded'). */
export type RunJobNowReturnType = { runKey: string; attempts: number }
/** JobLeaseHeldError when another holder has the lease; the job's own error when the run failed. */
export type RunJobNowErrorType = JobLeaseHeldError | RangeError | TypeError | Error

/**
 * An operator's re-run of one day of a daily job, outside its schedule: under the job's lease (so it
 * never overlaps a scheduled run; refused while another holder has it) and with the same job_runs
 * record, re-running even a day that succeeded (attempts + 1). Safe because daily jobs are idempotent
 * per run key. The lease is released afterwards, so the schedule carries on at once.
 */
export async function runJobNow(parameters: RunJobNowParameters): Promise<RunJobNowReturnType> {
  const { db, job, runKey } = parameters
  if (!('dailyAt' in job.schedule)) throw new TypeError(`job ${job.name} is not a daily job`)
  if (!isBusinessDay(runKey)) throw new RangeError(`run key must be a day 'YYYY-MM-DD', got '${runKey}'`)
  const logger = parameters.logger ?? silentJobLogger
  const holder = parameters.holder ?? `${defaultJobHolder()}:now`
  const lease = {
    name: jobLeaseName(job.name),
    holder,
    ttlMs: job.leaseTtlMs ?? parameters.leaseTtlMs ?? 30_000,
  }
  if (!(await acquireLease(db, lease)))
    throw new JobLeaseHeldError(job.name, await leaseHolder(db, lease.name))
  try {
    const attempts = await claimDailyRun(db, { job: job.name, runKey, holder, evenIfSucceeded: true })
    const fields = { job: job.name, holder, runKey, attempts }
    logger.info(fields, 'job run started by an operator')
    const result = await runLeased({
      db,
      lease,
      job: job.name,
      clock: systemClock,
      leaseAt: () => undefined,
      stopping: parameters.signal ?? new AbortController().signal,
      logger,
      execute: (signal) => job.run({ runKey, signal, logger: jobLoggerWith(logger, fields) }),
    })
    const error = result.status === 'failed' ? result.error : undefined
    await finishDailyRun(db, { job: job.name, runKey, holder, status: result.status, error })
    logger.info({ ...fields, status: result.status }, 'job run by an operator finished')
    if (result.status === 'failed') throw error
    return { runKey, attempts: attempts ?? 1 }
  } finally {
    await releaseLease(db, lease)
  }
}
