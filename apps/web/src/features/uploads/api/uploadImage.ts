import { ApiCode } from '@vita/shared/errors'
import { UPLOADS_AT_ONCE, type UploadedImageView } from '@vita/shared/schemas/uploads'
import { API_PREFIX } from '../../../lib/http'
import { HttpError, reasonOf } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { htmlLang } from '../../../lib/locale'
import { getToken } from '../../../lib/storage'

/**
 * A photo of several MB takes longer than the spec's 10 s API timeout on a phone's network; 60 s
 * (our choice: the spec names no upload timeout).
 */
export const UPLOAD_TIMEOUT_MS = 60_000

export type UploadImageReturnType = UploadedImageView
export type UploadImageErrorType = HttpError

const isEnvelope = (value: unknown): value is { code: number; msg: string; data: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'number' &&
  typeof (value as { msg?: unknown }).msg === 'string'

/** This page's uploads in flight, and those waiting for one to end (first come, first sent). */
let inFlight = 0
const waiting: Array<() => void> = []

/** Runs `post` once fewer than UPLOADS_AT_ONCE are in flight: the API refuses a member's extra ones. */
async function inTurn<T>(post: () => Promise<T>): Promise<T> {
  if (inFlight < UPLOADS_AT_ONCE) inFlight++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await post()
  } finally {
    // The ended upload's place passes straight to the next one waiting.
    const next = waiting.shift()
    if (next) next()
    else inFlight--
  }
}

/**
 * POST /app/uploads as multipart (field `file`), which apiRequest does not send (it sends JSON):
 * the same bearer token, Accept-Language and envelope rules, failures as HttpError. A bigger pick is
 * sent UPLOADS_AT_ONCE at a time, the rest waiting their turn (the 60 s timeout starts when one is sent).
 */
export function uploadImage(
  file: File,
  options: { signal?: AbortSignal } = {},
): Promise<UploadImageReturnType> {
  return inTurn(() => postImage(file, options))
}

async function postImage(file: File, options: { signal?: AbortSignal }): Promise<UploadImageReturnType> {
  // Cancelled while waiting for its turn: nothing is sent.
  options.signal?.throwIfAborted()
  const form = new FormData()
  form.append('file', file, file.name)
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': htmlLang(currentLocale()) })
  const token = getToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, UPLOAD_TIMEOUT_MS)
  const abortFromCaller = () => controller.abort()
  options.signal?.addEventListener('abort', abortFromCaller, { once: true })

  let response: Response
  try {
    const url = new URL(`${API_PREFIX}/uploads`, window.location.origin)
    // No Content-Type: fetch writes multipart/form-data with its boundary.
    const init = {
      method: 'POST',
      headers,
      body: form,
      signal: controller.signal,
      credentials: 'same-origin',
    } as const
    response = await fetch(new Request(url, init))
  } catch (cause) {
    if (options.signal?.aborted) throw cause
    throw new HttpError({ kind: timedOut ? 'timeout' : 'network' }, { cause })
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', abortFromCaller)
  }
  const body: unknown = await response.json().catch(() => null)
  if (!isEnvelope(body)) {
    if (!response.ok) throw new HttpError({ kind: 'status', status: response.status, msg: null })
    throw new HttpError({ kind: 'invalidResponse', detail: 'body is not an envelope' })
  }
  if (!response.ok || body.code !== ApiCode.ok) {
    const { code, msg, data } = body
    throw new HttpError({
      kind: 'envelope',
      status: response.status,
      code,
      msg,
      data,
      reason: reasonOf(data),
    })
  }
  const { uploadedImageSchema } = await import('@vita/shared/schemas/uploads')
  try {
    return uploadedImageSchema.parse(body.data)
  } catch (cause) {
    throw new HttpError({ kind: 'invalidResponse', detail: String(cause) }, { cause })
  }
}
