import type { FastifyRequest } from 'fastify'
import {
  apiMessage,
  ApiCode,
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

export function failure(
  request: FastifyRequest,
  code: number,
  key: ApiMessageKey,
  data: unknown = null,
): Envelope<unknown> {
  return { code, msg: apiMessage(key, requestLocale(request)), data }
}
