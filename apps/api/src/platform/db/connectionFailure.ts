/**
 * Whether an error means the database cannot be reached (down, restarting, refusing connections, out of
 * connection slots) rather than that a query failed: the API answers those 503 serviceUnavailable and
 * logs one line per outage (platform/http/databaseOutage.ts), not a 500 with a stack per request.
 * drizzle wraps the driver's error (DrizzleQueryError's `cause`) and node's connect may fail with an
 * AggregateError (one error per address of the host), so causes and aggregated errors are searched.
 */

/** Socket-level failures of node's net/dns on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
])
/** SQLSTATEs of a server that will not serve: admin/crash shutdown, starting up, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])
/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/
/** pg and pg-pool say these without a code. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
]
const MAX_DEPTH = 5

type Inspectable = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
/** The connection failure an error is or wraps: its code (when it has one) and message, for the log. */
export type ConnectionFailure = { code: string | undefined; message: string }

/** The connection failure `error` is or wraps; undefined for any other error. */
export function findConnectionFailure(error: unknown, depth = 0): ConnectionFailure | undefined {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return undefined
  const { code, message, cause, errors } = error as Inspectable
  const text = typeof message === 'string' ? message : ''
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || CONNECTION_EXCEPTION.test(code)) {
      return { code, message: text }
    }
  }
  if (DRIVER_MESSAGES.some((driverMessage) => text.includes(driverMessage)))
    return { code: undefined, message: text }
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = findConnectionFailure(inner, depth + 1)
      if (found) return found
    }
  }
  return findConnectionFailure(cause, depth + 1)
}
