import { createHash } from 'node:crypto'

type Canonical = string | number | null | readonly Canonical[]

/**
 * sha256 of a reversal request's canonical form: a fixed-order array (no object key order to worry
 * about). Same key + same hash replays; same key + another hash is a conflict. A transfer's own request
 * (post, reserve) is hashed by the database, on every path alike (sql/ledger_request_hash.sql).
 */
export function requestHash(operation: string, fields: readonly Canonical[]): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, ...fields]))
    .digest('hex')
}
