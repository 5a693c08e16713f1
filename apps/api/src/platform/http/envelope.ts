import type { FastifyRequest } from 'fastify'
import {
  apiMessage,
  ApiCode,
  formatApiMessage,
  localeFromAcceptLanguage,
  type ApiMessageKey,
  type Envelope,
  type Locale,
} from '@vita/shared'

export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language'])
}

/** A success answer: `{code: 0, msg, data}` with msg in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: ApiCode.ok, msg: apiMessage('ok', requestLocale(request)), data }
}

/**
 * A failure answer: msg in the caller's language (placeholders filled from `params`) and
 * `data = {reason, ...details}`, the reason being the message key (machine-readable).
 */
export function failure(
  request: FastifyRequest,
  code: number,
  reason: ApiMessageKey,
  details: Record<string, unknown> = {},
  params: Record<string, string> = {},
): Envelope<{ reason: ApiMessageKey } & Record<string, unknown>> {
  return {
    code,
    msg: formatApiMessage(reason, requestLocale(request), params),
    data: { ...details, reason },
  }
}
