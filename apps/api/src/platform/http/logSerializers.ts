/**
 * Error log lines without the values of SQL parameters. A failed query's error carries them: drizzle's
 * DrizzleQueryError has `params` and repeats them in its message ("Failed query: …\nparams: …", so in
 * its stack too), PGlite's errors have `params` and `queryOptions`, PostgreSQL's `detail` echoes the
 * value ("Key (address)=(0x…) already exists") and its `where` may ("parameter $1 = '…'"), and a data
 * exception's message quotes it ('invalid input syntax for type bigint: "…"'). Those values are
 * members' addresses, memos, nonces, tokens.
 */

/** Keys that hold parameter values (or echo them). */
const PARAMETER_KEYS = new Set(['params', 'parameters', 'queryOptions', 'detail'])
/** PostgreSQL's context of a binding error ("unnamed portal parameter $1 = '…'") may quote the value. */
const PARAMETER_IN_CONTEXT = /(parameter \$\d+ = )'(?:[^']|'')*'/g
/** SQLSTATE class 22 (data exception): PostgreSQL quotes the offending value in the message. */
const ECHOES_VALUE = /^22[0-9A-Z]{3}$/
const MAX_CAUSES = 5

type ErrorLike = Error & Record<string, unknown>
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'

/** The message with whatever in it may be a parameter value removed. */
function safeMessage(error: ErrorLike): string {
  const { message } = error
  if (typeof error.code === 'string' && ECHOES_VALUE.test(error.code))
    return `data exception (SQLSTATE ${error.code}), message withheld: it quotes the value`
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
  const params = message.indexOf('\nparams:')
  return params === -1 ? message : message.slice(0, params)
}

/** The stack, whose first lines repeat the message, with the safe message in their place. */
function safeStack(error: ErrorLike, message: string): string | undefined {
  const { stack } = error
  if (typeof stack !== 'string') return undefined
  const head = `${error.name}: ${error.message}`
  if (stack.startsWith(head)) return `${error.name}: ${message}${stack.slice(head.length)}`
  if (message === error.message) return stack
  // A stack that does not start with the message we know: keep only its frames.
  const frames = stack.indexOf('\n    at ')
  return frames === -1 ? undefined : `${error.name}: ${message}${stack.slice(frames)}`
}

/**
 * pino's `err` serializer without SQL parameters: type, message, stack and the error's own fields
 * (code, constraint, table, …), its cause chain serialized the same way.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error
  const message = safeMessage(error)
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: safeStack(error, message),
  }
  for (const key of Object.keys(error)) {
    if (key in out || key === 'cause' || key === 'errors' || PARAMETER_KEYS.has(key)) continue
    const value = error[key]
    if (key === 'where' && typeof value === 'string')
      out[key] = value.replace(PARAMETER_IN_CONTEXT, "$1'[value redacted]'")
    else out[key] = isErrorLike(value) ? serializeError(value, depth + 1) : value
  }
  // AggregateError's `errors` (not enumerable): each one serialized alike.
  if (Array.isArray(error.errors) && depth < MAX_CAUSES)
    out.errors = error.errors.map((item: unknown) => serializeError(item, depth + 1))
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(error.cause, depth + 1)
  return out
}

/** The serializers every logger of the app uses (`serializers` of the root pino logger). */
export const logSerializers = { err: serializeError, error: serializeError }
