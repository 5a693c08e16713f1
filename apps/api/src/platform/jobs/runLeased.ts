import { JobLeaseLostError } from './errors'
import { acquireLease } from './lease'
import type { Db, JobClock, JobLogger, JobRunContext } from './types'

export type RunLeasedParameters = {
  db: Db
  lease: { name: string; holder: string; ttlMs: number }
  job: string
  clock: JobClock
  /** The time leases are measured by; undefined = the database clock. */
  leaseAt: () => Date | undefined
  /** Aborted when the runner stops; the run's signal follows it. */
  stopping: AbortSignal
  logger: JobLogger
  execute(signal: JobRunContext['signal']): Promise<void>
}

export type RunLeasedReturnType =
  { status: 'succeeded'; leaseLost: boolean } | { status: 'failed'; leaseLost: boolean; error: unknown }

/**
 * Runs `execute` while renewing the lease every ttl/3, so a run longer than the TTL stays leased. A
 * renewal that fails (another holder took it, or the database is unreachable) aborts the run's signal:
 * from then on another replica may start the job, so this run must wind down. The heartbeat goes on
 * after a stop until the run has actually ended, so nobody takes over while it is still finishing.
 */
export async function runLeased(parameters: RunLeasedParameters): Promise<RunLeasedReturnType> {
  const { db, lease, clock, stopping } = parameters
  const run = new AbortController()
  const followStop = () => run.abort(stopping.reason)
  if (stopping.aborted) followStop()
  else stopping.addEventListener('abort', followStop, { once: true })
  const finished = new AbortController()
  let leaseLost = false

  const heartbeat = async () => {
    while (!finished.signal.aborted) {
      await clock.sleep(Math.max(1, Math.floor(lease.ttlMs / 3)), finished.signal)
      if (finished.signal.aborted) return
      let cause: unknown
      const renewed = await acquireLease(db, { ...lease, at: parameters.leaseAt() }).catch(
        (error: unknown) => {
          cause = error
          return false
        },
      )
      if (finished.signal.aborted) return
      if (!renewed) {
        leaseLost = true
        parameters.logger.warn(
          { job: parameters.job, holder: lease.holder, err: cause },
          'job lease lost during a run',
        )
        run.abort(new JobLeaseLostError(parameters.job, { cause }))
        return
      }
    }
  }

  const beating = heartbeat()
  try {
    await parameters.execute(run.signal)
    return { status: 'succeeded', leaseLost }
  } catch (error) {
    return { status: 'failed', leaseLost, error }
  } finally {
    finished.abort()
    await beating
    stopping.removeEventListener('abort', followStop)
  }
}
