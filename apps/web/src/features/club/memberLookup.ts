/** How the member screens tell "not in your downline" from a failure to load (both answer by id). */
import { isHttpError } from '../../lib/httpError'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Member ids in URLs are UUIDs; anything else cannot be a member, so it is not asked for. */
export function isMemberId(id: string | undefined): id is string {
  return id !== undefined && UUID.test(id)
}

/** A 404 answer: the member does not exist or is not in the caller's downline (the API never tells which). */
export function isMemberMissing(error: unknown): boolean {
  if (!isHttpError(error)) return false
  const failure = error.failure
  return (failure.kind === 'envelope' || failure.kind === 'status') && failure.status === 404
}
