import { createHash } from 'node:crypto'

type Canonical = string | number | null | readonly Canonical[]

/**
 * sha256 of a request's canonical form: a fixed-order array (no object key order to worry about),
 * amounts as decimal strings. Same key + same hash replays; same key + another hash is a conflict.
 */
export function requestHash(operation: string, fields: readonly Canonical[]): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, ...fields]))
    .digest('hex')
}
