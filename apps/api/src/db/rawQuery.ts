import pg from 'pg'
import type { Db } from './client'

/** Runs one hand-written statement and returns its rows. */
export type RawQuery = <R>(name: string, text: string, values: unknown[]) => Promise<R[]>

type PgliteLike = { query<R>(text: string, params: unknown[]): Promise<{ rows: R[] }> }

/**
 * For hot paths (sign-in, batched ledger postings) that skip drizzle's query builder (building and
 * mapping cost more than the statements themselves): fixed SQL texts, on PostgreSQL as named prepared
 * statements (parsed and planned once per pooled connection). PGlite (one in-process connection) gets
 * the plain query. Values go to the driver as they are (a JS array is one array parameter).
 * Must be given the root `Db` (not a transaction): it queries the pool directly.
 */
export function rawQueryFor(db: Db): RawQuery {
  const client = (db as unknown as { $client: unknown }).$client
  if (client instanceof pg.Pool) {
    return async <R>(name: string, text: string, values: unknown[]) =>
      (await client.query({ name, text, values })).rows as R[]
  }
  if (client && typeof (client as PgliteLike).query === 'function') {
    const lite = client as PgliteLike
    return async <R>(_name: string, text: string, values: unknown[]) =>
      (await lite.query<R>(text, values)).rows
  }
  throw new Error('unsupported database client')
}

const cache = new WeakMap<object, RawQuery>()
/** One RawQuery per database handle. */
export function rawQuery(db: Db): RawQuery {
  let query = cache.get(db)
  if (!query) cache.set(db, (query = rawQueryFor(db)))
  return query
}
