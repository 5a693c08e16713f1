/**
 * What can go wrong with an API call, and the error catalogue of spec §8 that turns it into the
 * text the member sees. The catalogue is a pure function so every rule is unit-tested.
 */
import { ApiCode, apiMessages } from '@vita/shared/errors'
import type { Locale } from '@vita/shared/locale'

export type HttpFailure =
  /**
   * The server answered with an envelope whose code is not 0 (HTTP status kept for the 403/404/500
   * rules). `reason` is the machine-readable `data.reason` (a key of the shared `apiMessages`), null
   * from a server that does not send one.
   */
  | { kind: 'envelope'; status: number; code: number; msg: string; data: unknown; reason: string | null }
  /** A non-2xx answer without a readable envelope. */
  | { kind: 'status'; status: number; msg: string | null }
  /** No answer at all. */
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** The request could not even be built (bad body, bad URL). */
  | { kind: 'setup'; detail: string }
  /** A 2xx answer whose body is not the promised shape. */
  | { kind: 'invalidResponse'; detail: string }

export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly failure: HttpFailure,
    options?: { cause?: unknown },
  ) {
    super(`API request failed: ${describeFailure(failure)}`, options)
  }
}

function describeFailure(failure: HttpFailure): string {
  switch (failure.kind) {
    case 'envelope':
      return `code ${failure.code} (HTTP ${failure.status}) ${failure.msg}`
    case 'status':
      return `HTTP ${failure.status}`
    case 'setup':
    case 'invalidResponse':
      return `${failure.kind}: ${failure.detail}`
    default:
      return failure.kind
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}

/** The machine-readable reason of an API refusal (a key of the shared `apiMessages`), or null. */
export function apiReason(error: unknown): string | null {
  return isHttpError(error) && error.failure.kind === 'envelope' ? error.failure.reason : null
}

/** `data.reason` of an error envelope when it is a string. */
export function reasonOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null
  const reason = (data as { reason?: unknown }).reason
  return typeof reason === 'string' ? reason : null
}

export type ErrorNotice = {
  message: string
  /** 401: the session is over; the member is logged out. */
  logout: boolean
  /** Code 7 other than 参数错误 stays on screen until dismissed (spec §8). */
  persistent: boolean
}

const notice = (message: string, extra: Partial<ErrorNotice> = {}): ErrorNotice => ({
  message,
  logout: false,
  persistent: false,
  ...extra,
})

/** 参数错误: by its reason; a server without reasons is recognised by the message text in either language. */
function isInvalidParams(reason: string | null, msg: string | null): boolean {
  if (reason !== null) return reason === 'invalidParams'
  return msg === apiMessages.invalidParams.zh || msg === apiMessages.invalidParams.en
}

/** Spec §8, HTTP and envelope rules, in order of precedence. */
export function httpErrorNotice(failure: HttpFailure, locale: Locale): ErrorNotice {
  const text = (key: keyof typeof apiMessages) => apiMessages[key][locale]
  switch (failure.kind) {
    case 'network':
      return notice(text('networkError'))
    case 'timeout':
      return notice(text('requestTimeout'))
    case 'setup':
      return notice(text('requestSetupError'))
    case 'invalidResponse':
      return notice(text('requestFailed'))
    case 'envelope':
    case 'status':
      break
  }
  const code = failure.kind === 'envelope' ? failure.code : null
  const reason = failure.kind === 'envelope' ? failure.reason : null
  const msg = failure.msg?.trim() || null
  if (code === ApiCode.unauthorized || failure.status === 401) {
    return notice(msg ?? text('loginExpired'), { logout: true })
  }
  if (code === ApiCode.invalidInput) {
    if (isInvalidParams(reason, msg)) return notice(msg ?? text('invalidParams'))
    return notice(msg ?? text('inviteRequired'), { persistent: true })
  }
  if (failure.status === 403) return notice(text('forbidden'))
  if (failure.status === 404) return notice(text('notFound'))
  if (failure.status === 500) return notice(text('serverError'))
  return notice(msg ?? text('requestFailed'))
}
