import { ApiCode } from '@vita/shared/errors'
import type { UploadedImageView } from '@vita/shared/schemas/uploads'
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

/**
 * POST /app/uploads as multipart (field `file`), which apiRequest does not send (it sends JSON):
 * the same bearer token, Accept-Language and envelope rules, failures as HttpError.
 */
export async function uploadImage(
  file: File,
  options: { signal?: AbortSignal } = {},
): Promise<UploadImageReturnType> {
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
