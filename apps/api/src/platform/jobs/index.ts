/**
 * The one job runner: every background job of the API runs on it.
 * - Every replica starts every job; a lease per job (`job:<name>`, in job_leases) lets exactly one
 *   replica run it at a time, renewed every third of its TTL, taken over once it expires.
 * - Interval jobs run `every` ms after the previous run; daily jobs once per business day in the
 *   settlement time zone, with the day as run key, recorded in job_runs (interval runs are not).
 * - Runs must be idempotent per run key: a run cut short is run again for the same key by the next
 *   leader, and runJobNow re-runs a day on an operator's request.
 * - Retryable failures back off exponentially (capped); a fatal one (FatalJobError, or an error with
 *   `retryable === false`) stops that job only and is reported through onFatal.
 */
export * from './businessDayBounds'
export * from './clock'
export * from './errors'
export * from './lease'
export * from './runJobNow'
export * from './schedule'
export * from './startJob'
export * from './startJobs'
export * from './tables'
export * from './types'
