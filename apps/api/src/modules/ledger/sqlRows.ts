import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'

/**
 * Runs raw SQL and returns its rows. The ledger's writes are single statements with data-modifying
 * CTEs (one round trip, atomic without an explicit transaction), which drizzle's builder cannot express.
 * `prepared` sends it as a named prepared statement (named by the hash of its text; a handful of
 * shapes), so PostgreSQL parses and plans it once per connection: for the write CTEs planning cost
 * about as much as executing.
 * Both drivers answer `{ rows }`; callers cast every non-text column to text so both parse alike.
 */
export async function queryRows<Row>(
  db: Db,
  query: SQL,
  options: { prepared?: boolean } = {},
): Promise<Row[]> {
  if (!options.prepared) return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
  const { sql: text, params } = dialect.sqlToQuery(query)
  let name = statementNames.get(text)
  if (!name) {
    name = `ledger_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`
    statementNames.set(text, name)
  }
  const result = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute()) as { rows: Row[] }
  return result.rows
}

const dialect = new PgDialect()
const statementNames = new Map<string, string>()

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

export function isConstraintViolation(error: unknown, constraint: string): boolean {
  const pgError = findPgError(error)
  return (
    pgError !== undefined &&
    (pgError.code === '23514' || pgError.code === '23505') &&
    pgError.constraint === constraint
  )
}
