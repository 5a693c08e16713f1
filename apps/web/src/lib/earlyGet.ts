/**
 * A screen's first GETs, asked for by the entry before the screen's chunks arrive (app/earlyData.ts),
 * so its data travels alongside its code instead of after it: the screen's first render then takes the
 * answer already on its way (lib/http.ts) instead of asking again. Each early answer is taken once and
 * only by the same request (path, token and language); one nobody takes within EARLY_TTL_MS is dropped.
 */
import { HTTP_TIMEOUT_MS } from '@vita/shared/constants'

export const EARLY_TTL_MS = 10_000

type EarlyRequest = { response: Promise<Response>; headers: string; at: number }

const pending = new Map<string, EarlyRequest>()

const headerKey = (headers: Headers) =>
  `${headers.get('Authorization') ?? ''}\n${headers.get('Accept-Language')}`

/** Starts `request` (a GET built as lib/http.ts builds it) for the first render to take. */
export function startEarlyGet(path: string, request: Request, now = Date.now()): void {
  if (pending.has(path)) return
  const response = fetch(request, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) })
  // Nobody may take it: its failure is the taker's to report, never an unhandled rejection.
  response.catch(() => undefined)
  pending.set(path, { response, headers: headerKey(request.headers), at: now })
}

/** The early answer to `request` (same path, token and language, not yet taken, still fresh), once. */
export function takeEarlyGet(path: string, request: Request, now = Date.now()): Promise<Response> | null {
  const early = pending.get(path)
  if (!early) return null
  pending.delete(path)
  if (request.method !== 'GET' || now - early.at > EARLY_TTL_MS) return null
  if (early.headers !== headerKey(request.headers)) return null
  return early.response
}
