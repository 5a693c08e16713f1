import { systemClock } from './clock'
import { isRetryableJobError } from './errors'
import { defaultJobHolder } from './holder'
import { jobLoggerWith, silentJobLogger } from './jobLogger'
import { claimDailyRun, finishDailyRun, nextDailyRunKey } from './jobRuns'
import { acquireLease, jobLeaseName, releaseLease } from './lease'
import { runLeased, type RunLeasedReturnType } from './runLeased'
import { businessDay, parseDailyAt } from './schedule'
import type { Db, JobClock, JobDefinition, JobLogger, JobRunOutcome } from './types'

export type StartJobParameters = {
  db: Db
  job: JobDefinition
  /** IANA zone of the business day (SETTLEMENT_TIME_ZONE); what 'HH:MM' and a daily run key mean. */
  timeZone: string
  /** This runner's name in the lease and in job_runs; default host:pid:random. */
  holder?: string
  /** Default real time. An injected clock also measures the leases (so a fake clock controls expiry); real time leaves that to the database clock. */
  clock?: JobClock
  logger?: JobLogger
  /** Lease length when the job sets none. Default 30 s; renewed every third of it. */
  leaseTtlMs?: number
  /** Cap of the retry backoff. Default 60 s. */
  maxBackoffMs?: number
  /** Called after every run, once it is recorded (tests and metrics). */
  onRun?: (outcome: JobRunOutcome) => void
  /** Called once when a fatal error stopped the job. */
  onFatal?: (error: unknown, job: JobDefinition) => void
}

export type JobHandle = {
  /** Aborts the running run's signal, waits for the loop to end and gives the lease up. */
  stop(): Promise<void>
  /** Resolves when the loop has ended (stopped, or a fatal error). */
  readonly done: Promise<void>
}
export type StartJobReturnType = JobHandle
/** Thrown at start for a job that could never run: bad name, schedule, lease length or time zone. */
export type StartJobErrorType = TypeError | RangeError

/**
 * Runs one job on every replica that calls it, while only the holder of the lease `job:<name>` runs it.
 * Each turn takes or renews the lease, runs the job when due, then pauses at most a third of the TTL
 * (the leader renews before its lease can lapse). Interval jobs are due `every` ms after the previous
 * run ended, and at once for a replica that just became leader (it cannot know when the old leader
 * last ran). Daily jobs are due for the oldest unfinished earlier day, else today once `dailyAt` has
 * passed, and take the lease only then, handing it back when nothing is due (so runJobNow is refused
 * only while a run is on). Retryable failures back off `min(maxBackoffMs, base * 2^failures)`; a
 * fatal one ends this job only. Jobs must be idempotent per run key (see JobDefinition).
 */
export function startJob(parameters: StartJobParameters): StartJobReturnType {
  const { db, job, timeZone } = parameters
  const clock = parameters.clock ?? systemClock
  const leaseAt = parameters.clock ? () => clock.now() : () => undefined
  const logger = parameters.logger ?? silentJobLogger
  const ttlMs = job.leaseTtlMs ?? parameters.leaseTtlMs ?? 30_000
  const lease = { name: jobLeaseName(job.name), holder: parameters.holder ?? defaultJobHolder(), ttlMs }
  const schedule = job.schedule
  const daily = 'dailyAt' in schedule ? schedule : undefined
  const interval = 'every' in schedule ? schedule : undefined
  assertRunnable(job, timeZone, ttlMs)
  const renewEveryMs = Math.max(1, Math.floor(ttlMs / 3))
  const maxBackoffMs = parameters.maxBackoffMs ?? 60_000
  const backoffBaseMs = interval?.every ?? 1_000
  const fields = { job: job.name, holder: lease.holder }
  const stopping = new AbortController()

  let leader = false
  let failures = 0
  let nextAttemptAt = 0

  const setLeader = (value: boolean, message = value ? 'job leadership gained' : 'job leadership lost') => {
    if (value === leader) return
    leader = value
    logger.info(fields, message)
    if (value) nextAttemptAt = clock.now().getTime()
  }
  const dueDay = (at: Date) =>
    daily ? nextDailyRunKey(db, { job: job.name, at, timeZone, dailyAt: daily.dailyAt }) : undefined

  /** One turn of the loop; answers how long to pause, or 'fatal' to end the job. */
  async function turn(): Promise<number | 'fatal'> {
    const now = clock.now()
    if (daily && !leader && !(await dueDay(now))) return renewEveryMs
    setLeader(await acquireLease(db, { ...lease, at: leaseAt() }))
    if (!leader) {
      failures = 0
      return renewEveryMs
    }
    if (stopping.signal.aborted) return 0
    if (now.getTime() < nextAttemptAt) return Math.min(renewEveryMs, nextAttemptAt - now.getTime())
    const runKey = daily ? await dueDay(now) : now.toISOString()
    if (runKey === undefined) {
      await releaseLease(db, lease)
      setLeader(false, 'job leadership released: nothing due')
      return renewEveryMs
    }
    if (daily && (await claimDailyRun(db, { job: job.name, runKey, holder: lease.holder })) === undefined)
      return 0
    const result = await runOnce(runKey)
    const error = result.status === 'failed' ? result.error : undefined
    if (daily)
      await finishDailyRun(db, { job: job.name, runKey, holder: lease.holder, status: result.status, error })
    parameters.onRun?.({ job: job.name, runKey, holder: lease.holder, ...result })
    if (result.leaseLost) setLeader(false)
    if (result.status === 'succeeded') {
      failures = 0
      nextAttemptAt = clock.now().getTime() + (interval?.every ?? 0)
      return Math.min(renewEveryMs, interval?.every ?? 0)
    }
    if ((result.leaseLost || stopping.signal.aborted) && isRetryableJobError(error)) {
      logger.warn({ ...fields, runKey, err: error }, 'job run cut short')
      return renewEveryMs
    }
    return failed(error)
  }

  function failed(error: unknown): number | 'fatal' {
    if (!isRetryableJobError(error)) {
      logger.error({ ...fields, err: error }, 'job stopped by a fatal error; an operator must look')
      parameters.onFatal?.(error, job)
      return 'fatal'
    }
    failures += 1
    const delay = Math.min(maxBackoffMs, backoffBaseMs * 2 ** failures)
    nextAttemptAt = clock.now().getTime() + delay
    logger.warn({ ...fields, err: error, failures, retryInMs: delay }, 'job failed; retrying')
    return Math.min(renewEveryMs, delay)
  }

  async function runOnce(runKey: string): Promise<RunLeasedReturnType> {
    const runFields = { ...fields, runKey }
    const runLogger = jobLoggerWith(logger, runFields)
    logger.debug?.(runFields, 'job run started')
    const result = await runLeased({
      db,
      lease,
      job: job.name,
      clock,
      leaseAt,
      stopping: stopping.signal,
      logger,
      execute: (signal) => job.run({ runKey, signal, logger: runLogger }),
    })
    logger.debug?.({ ...runFields, status: result.status }, 'job run finished')
    return result
  }

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      let pause: number | 'fatal'
      try {
        pause = await turn()
      } catch (error) {
        pause = failed(error)
      }
      if (pause === 'fatal') break
      await clock.sleep(pause, stopping.signal)
    }
    if (leader) {
      await releaseLease(db, lease).catch(() => undefined)
      setLeader(false, 'job leadership released')
    }
  }

  const done = loop().catch((error: unknown) => logger.error({ ...fields, err: error }, 'job runner crashed'))
  return {
    async stop() {
      stopping.abort()
      await done
    },
    done,
  }
}

/** Configuration mistakes fail at start, loudly, instead of as a job that never runs. */
function assertRunnable(job: JobDefinition, timeZone: string, ttlMs: number): void {
  if (!job.name) throw new TypeError('a job needs a name')
  if ('every' in job.schedule && !(job.schedule.every > 0 && Number.isFinite(job.schedule.every)))
    throw new RangeError(`job ${job.name}: every must be a positive number of ms`)
  if ('dailyAt' in job.schedule) parseDailyAt(job.schedule.dailyAt)
  if (!(ttlMs > 0 && Number.isFinite(ttlMs)))
    throw new RangeError(`job ${job.name}: leaseTtlMs must be positive`)
  businessDay(new Date(), timeZone)
}
