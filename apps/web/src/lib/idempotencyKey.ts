/**
 * One Idempotency-Key per confirmed submission. A retry of the same submission (after a timeout or
 * a dropped connection, when the server may already have done it) sends the same key, so it cannot
 * pay twice; a changed form or a settled answer starts a new submission with a new key.
 */
import { isHttpError } from './httpError'

export type IdempotentSubmission = {
  /** The key for this payload: the kept one when the payload is unchanged, otherwise a new one. */
  keyFor(payload: unknown): string
  /** After the answer: a definite answer (success or a 4xx) ends the submission; an unknown outcome keeps the key. */
  settle(error?: unknown): void
}

/** Whether the server may have carried out the request even though we got no success answer. */
export function outcomeUnknown(error: unknown): boolean {
  if (!isHttpError(error)) return true
  const failure = error.failure
  switch (failure.kind) {
    case 'network':
    case 'timeout':
      return true
    case 'envelope':
    case 'status':
      return failure.status >= 500 || failure.status === 0
    default:
      return false
  }
}

export function createIdempotentSubmission(
  newKey: () => string = () => crypto.randomUUID(),
): IdempotentSubmission {
  let current: { fingerprint: string; key: string } | null = null
  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload)
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() }
      return current.key
    },
    settle(error) {
      if (error === undefined || !outcomeUnknown(error)) current = null
    },
  }
}
