import { ApiCode, type ApiMessageKey } from '@vita/shared'

/**
 * Base of every expected failure a module raises. The one error handler turns it into the envelope:
 * HTTP status, envelope code, the message in the caller's language, and optional public details.
 * Anything that is not a DomainError is a 500 whose internals never leave the server.
 */
export class DomainError extends Error {
  override name = 'DomainError'
  constructor(
    readonly messageKey: ApiMessageKey,
    readonly code: ApiCode,
    readonly httpStatus: number,
    /** Safe to show the caller (goes to `data`). */
    readonly details?: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(messageKey, options)
  }
}

export const invalidInput = (
  messageKey: ApiMessageKey = 'invalidParams',
  details?: Record<string, unknown>,
) => new DomainError(messageKey, ApiCode.invalidInput, 400, details)
export const unauthorized = (messageKey: ApiMessageKey = 'loginExpired') =>
  new DomainError(messageKey, ApiCode.unauthorized, 401)
export const forbidden = () => new DomainError('forbidden', ApiCode.forbidden, 403)
export const notFound = () => new DomainError('notFound', ApiCode.notFound, 404)
export const conflict = (messageKey: ApiMessageKey = 'conflict', details?: Record<string, unknown>) =>
  new DomainError(messageKey, ApiCode.conflict, 409, details)
