/**
 * A failure retrying cannot fix (bad configuration, broken invariant): the job stops and an operator
 * must look. Other jobs keep running.
 */
export class FatalJobError extends Error {
  override name = 'FatalJobError'
  readonly retryable = false
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options)
  }
}

/** runJobNow was refused: another replica holds the job's lease (a run may be in progress). */
export class JobLeaseHeldError extends Error {
  override name = 'JobLeaseHeldError'
  constructor(
    readonly job: string,
    readonly holder: string | undefined,
  ) {
    super(`job ${job} is leased by ${holder ?? 'another runner'}; try again once it is released or expired`)
  }
}

/**
 * Fatal: a FatalJobError, or any error that says `retryable === false` (the indexer's errors do), so
 * errors from other layers need no wrapping. Everything else (RPC hiccups, database restarts) is retried.
 */
export function isRetryableJobError(error: unknown): boolean {
  if (error instanceof FatalJobError) return false
  if (typeof error === 'object' && error !== null && 'retryable' in error) return error.retryable !== false
  return true
}

/** The abort reason a run sees when its lease could not be renewed (taken over, or the database failed). */
export class JobLeaseLostError extends Error {
  override name = 'JobLeaseLostError'
  constructor(
    readonly job: string,
    options: { cause?: unknown } = {},
  ) {
    super(`job ${job} lost its lease`, options)
  }
}
