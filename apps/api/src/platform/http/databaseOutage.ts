import type { FastifyBaseLogger } from 'fastify'
import type { ConnectionFailure } from '../db/connectionFailure'

/** What a 503 of an outage tells the client to wait before retrying (Retry-After). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5
/** How long connection failures must have stopped before a successful answer ends the outage. */
export const OUTAGE_QUIET_MS = 5_000

export type OutageLog = {
  /** A request failed to reach the database: logs the outage's first failure, counts the others. */
  failed(log: FastifyBaseLogger, failure: ConnectionFailure): void
  /** A request was answered without a server error: may end the outage. */
  answered(log: FastifyBaseLogger): void
}

/**
 * An outage of the database told in two log lines instead of one stack per request: the first
 * connection failure logs an error, later ones are only counted, and the first successful answer once
 * failures have stopped for OUTAGE_QUIET_MS logs the end with the count. Answers that never touch the
 * database keep succeeding during an outage, hence the quiet period; a failure after a quiet period
 * that no answer ended (no traffic) ends the old outage and starts a new one.
 */
export function createOutageLog(now: () => number): OutageLog {
  let outage: { since: number; last: number; failedRequests: number } | undefined
  const end = (log: FastifyBaseLogger) => {
    if (!outage) return
    const { since, last, failedRequests } = outage
    outage = undefined
    log.warn(
      { failedRequests, since: new Date(since).toISOString(), durationMs: last - since },
      'database connection failures ended',
    )
  }
  return {
    failed(log, failure) {
      const at = now()
      if (outage && at - outage.last >= OUTAGE_QUIET_MS) end(log)
      if (outage) {
        outage.failedRequests += 1
        outage.last = at
        return
      }
      outage = { since: at, last: at, failedRequests: 1 }
      log.error(
        { code: failure.code, cause: failure.message, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS },
        'database connection failing: answering 503 serviceUnavailable, counting failures until it ends',
      )
    },
    answered(log) {
      if (outage && now() - outage.last >= OUTAGE_QUIET_MS) end(log)
    },
  }
}
