/**
 * The API client (spec §7): everything under `/app`, a 10 s timeout, the stored token as a bearer
 * header, `Accept-Language` from the chosen locale, and the `{code,msg,data}` envelope unwrapped.
 * Failures are thrown as `HttpError`; `httpErrorNotice` turns them into the spec's messages.
 */
import { HTTP_TIMEOUT_MS } from '@vita/shared/constants'
import { ApiCode } from '@vita/shared/errors'
import { HttpError, reasonOf } from './httpError'
import { currentLocale } from './i18n'
import { htmlLang } from './locale'
import { getToken } from './storage'

export const API_PREFIX = '/app'

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  /** Validates and types `data` (pass a zod schema's `parse`); a throw becomes an invalid-response error. */
  parse: (data: unknown) => T | Promise<T>
  signal?: AbortSignal
  timeoutMs?: number
  /** Extra request headers, e.g. `Idempotency-Key` on money-moving calls. */
  headers?: Record<string, string>
}

type Envelope = { code: number; msg: string; data: unknown }

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.code === 'number' && typeof record.msg === 'string' && 'data' in record
}

function buildRequest(
  path: string,
  method: string,
  body: unknown,
  signal: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Request {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': htmlLang(currentLocale()),
    ...extraHeaders,
  })
  const token = getToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  let payload: string | undefined
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json')
    payload = JSON.stringify(body)
  }
  const url = new URL(`${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`, window.location.origin)
  return new Request(url, { method, headers, body: payload, signal, credentials: 'same-origin' })
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

type ExchangeOptions = Pick<
  ApiRequestOptions<unknown>,
  'method' | 'body' | 'signal' | 'timeoutMs' | 'headers'
>

/** One HTTP exchange under the 10 s timeout; `read` turns the response into the result (or throws). */
async function exchange<T>(
  path: string,
  options: ExchangeOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const method = options.method ?? 'GET'
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? HTTP_TIMEOUT_MS)
  const abortFromCaller = () => controller.abort()
  options.signal?.addEventListener('abort', abortFromCaller, { once: true })

  try {
    let request: Request
    try {
      request = buildRequest(path, method, options.body, controller.signal, options.headers)
    } catch (cause) {
      throw new HttpError({ kind: 'setup', detail: String(cause) }, { cause })
    }

    let response: Response
    try {
      response = await fetch(request)
    } catch (cause) {
      if (options.signal?.aborted) throw cause
      const expired = timedOut || (cause instanceof DOMException && cause.name === 'TimeoutError')
      throw new HttpError({ kind: expired ? 'timeout' : 'network' }, { cause })
    }
    return await read(response)
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', abortFromCaller)
  }
}

/** A non-2xx answer as an HttpError (with the envelope's code and msg when there is one). */
async function failedResponse(response: Response): Promise<HttpError> {
  const body = await readJson(response)
  if (isEnvelope(body)) {
    return new HttpError({
      kind: 'envelope',
      status: response.status,
      code: body.code,
      msg: body.msg,
      data: body.data,
      reason: reasonOf(body.data),
    })
  }
  return new HttpError({ kind: 'status', status: response.status, msg: null })
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  return exchange(path, options, async (response) => {
    if (!response.ok) throw await failedResponse(response)
    const body = await readJson(response)
    if (!isEnvelope(body)) throw new HttpError({ kind: 'invalidResponse', detail: 'body is not an envelope' })
    if (body.code !== ApiCode.ok) {
      throw new HttpError({
        kind: 'envelope',
        status: response.status,
        code: body.code,
        msg: body.msg,
        data: body.data,
        reason: reasonOf(body.data),
      })
    }
    try {
      return await options.parse(body.data)
    } catch (cause) {
      throw new HttpError({ kind: 'invalidResponse', detail: String(cause) }, { cause })
    }
  })
}

export type ApiDownload = { blob: Blob; filename: string | null }

/**
 * A file answer (e.g. the bill log CSV) fetched with the bearer header, which a plain `<a href>`
 * cannot carry. Errors still arrive as envelopes.
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions<unknown>, 'signal' | 'timeoutMs'> = {},
): Promise<ApiDownload> {
  return exchange(path, { ...options, headers: { Accept: '*/*' } }, async (response) => {
    if (!response.ok) throw await failedResponse(response)
    const disposition = response.headers.get('content-disposition') ?? ''
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null
    return { blob: await response.blob(), filename }
  })
}
