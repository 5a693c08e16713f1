import { ApiCode, type ApiMessageKey } from '@vita/shared'

export type DomainErrorOptions = {
  /** Fills the message's `{name}` placeholders ("提现金额不能少于{amount} {currency}"). */
  params?: Record<string, string>
  cause?: unknown
}

/**
 * Base of every expected failure a module raises. The one error handler (errorHandler.ts) turns it
 * into the envelope: the HTTP status, the envelope code, the message in the caller's language with its
 * parameters filled in, and `data` = `{reason: messageKey, ...details}` so clients branch on the
 * machine-readable reason, never on the text. Anything that is not a DomainError is a 500 whose
 * internals never leave the server.
 */
export class DomainError extends Error {
  override name = 'DomainError'
  readonly params: Record<string, string> | undefined
  constructor(
    readonly messageKey: ApiMessageKey,
    readonly code: ApiCode,
    readonly httpStatus: number,
    /** Safe to show the caller (goes to `data`, beside `reason`). */
    readonly details?: Record<string, unknown>,
    options: DomainErrorOptions = {},
  ) {
    super(messageKey, options.cause === undefined ? undefined : { cause: options.cause })
    this.params = options.params
  }
}

export const invalidInput = (
  messageKey: ApiMessageKey = 'invalidParams',
  details?: Record<string, unknown>,
  options?: DomainErrorOptions,
) => new DomainError(messageKey, ApiCode.invalidInput, 400, details, options)
export const unauthorized = (messageKey: ApiMessageKey = 'loginExpired') =>
  new DomainError(messageKey, ApiCode.unauthorized, 401)
export const forbidden = () => new DomainError('forbidden', ApiCode.forbidden, 403)
export const notFound = () => new DomainError('notFound', ApiCode.notFound, 404)
export const conflict = (messageKey: ApiMessageKey = 'conflict', details?: Record<string, unknown>) =>
  new DomainError(messageKey, ApiCode.conflict, 409, details)
