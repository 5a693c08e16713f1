/**
 * The one raw-SQL helper module. Drizzle's builder covers ordinary reads and writes; these are for
 * what it cannot express or does too slowly:
 * - `queryRows`: any `sql\`…\`` statement (data-modifying CTEs, set-based settlement steps), optionally
 *   as a named prepared statement (planned once per connection: for the ledger's write CTEs planning
 *   cost about as much as executing);
 * - `rawQuery`: fixed SQL texts on the sign-in and ledger hot paths, skipping the builder entirely;
 * - `jsonRows` + `forEachChunk`: bulk inserts as one JSON parameter expanded by `json_to_recordset`
 *   (the builder spends ~0.5 ms of CPU per wide row), identical on PGlite and PostgreSQL;
 * - `findPgError` / `isConstraintViolation`: the PostgreSQL error behind a driver failure.
 * Both drivers answer `{ rows }`; callers cast non-text columns to text so both parse alike.
 */
import { createHash } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Db, Tx } from './client'

const dialect = new PgDialect()
const statementNames = new Map<string, string>()

/** Runs `query` and returns its rows; `prepared` names the statement by the hash of its text. */
export async function queryRows<Row>(
  db: Db | Tx,
  query: SQL,
  options: { prepared?: boolean } = {},
): Promise<Row[]> {
  if (!options.prepared) return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
  const { sql: text, params } = dialect.sqlToQuery(query)
  let name = statementNames.get(text)
  if (!name) {
    name = `q_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`
    statementNames.set(text, name)
  }
  const result = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute()) as { rows: Row[] }
  return result.rows
}

/** Runs one fixed statement text with positional values and returns its rows. */
export type RawQuery = <R>(name: string | undefined, text: string, values: unknown[]) => Promise<R[]>

type PgliteLike = { query<R>(text: string, params: unknown[]): Promise<{ rows: R[] }> }

function rawQueryFor(db: Db): RawQuery {
  const client = (db as unknown as { $client: unknown }).$client
  if (client instanceof pg.Pool) {
    return async <R>(name: string | undefined, text: string, values: unknown[]) =>
      (await client.query({ name, text, values })).rows as R[]
  }
  if (client && typeof (client as PgliteLike).query === 'function') {
    const lite = client as PgliteLike
    return async <R>(_name: string | undefined, text: string, values: unknown[]) =>
      (await lite.query<R>(text, values)).rows
  }
  // A transaction: its own connection, through drizzle's session (named statements on PostgreSQL too).
  const session = (db as unknown as { _?: { session?: Db['_']['session'] } })._?.session
  if (session)
    return async <R>(name: string | undefined, text: string, values: unknown[]) =>
      (
        (await session.prepareQuery({ sql: text, params: values }, undefined, name, false).execute()) as {
          rows: R[]
        }
      ).rows
  throw new Error('unsupported database client')
}

const rawQueries = new WeakMap<object, RawQuery>()
/**
 * Fixed SQL texts for hot paths: on PostgreSQL named prepared statements (parsed and planned once per
 * pooled connection), on PGlite (one in-process connection) the plain query. Values go to the driver
 * as they are (a JS array is one array parameter). On the root `Db` it queries the pool directly; in a
 * transaction, the transaction's connection.
 */
export function rawQuery(db: Db): RawQuery {
  let query = rawQueries.get(db)
  if (!query) rawQueries.set(db, (query = rawQueryFor(db)))
  return query
}

/** A JSON value a bulk row may hold (bigints travel as strings). */
export type JsonRow = Record<string, string | number | boolean | null>
/** Rows per bulk statement: one parameter, far below PostgreSQL's limits. */
export const JSON_ROWS_PER_STATEMENT = 5_000

/** `rows` as one `::json` parameter, for `json_to_recordset(${jsonRows(rows)}) as r(…)`. */
export function jsonRows(rows: readonly JsonRow[]): SQL {
  return sql`${JSON.stringify(rows)}::json`
}

/** Calls `write` with consecutive slices of at most `size` rows. */
export async function forEachChunk<T>(
  rows: readonly T[],
  size: number,
  write: (chunk: T[]) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size))
}

type PgError = { code: string; constraint?: string }

/** The PostgreSQL error behind a failure (drizzle wraps driver errors; the original is in `cause`). */
export function findPgError(error: unknown): PgError | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      }
    }
    e = candidate.cause
  }
  return undefined
}

/** True when `error` is a CHECK or UNIQUE violation of the named constraint. */
export function isConstraintViolation(error: unknown, constraint: string): boolean {
  const pgError = findPgError(error)
  return (
    pgError !== undefined &&
    (pgError.code === '23514' || pgError.code === '23505') &&
    pgError.constraint === constraint
  )
}
