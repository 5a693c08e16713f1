import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'

/**
 * Both drivers share this query-builder type, so services are written once for PGlite and PostgreSQL.
 * No schema generic: queries name their tables (each module's tables.ts); relational queries are not used.
 */
export type Db = PgDatabase<PgQueryResultHKT>
/** A transaction handle, accepted wherever a `Db` is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined
  /** Directory for PGlite's files; when absent (and no URL) PGlite runs in memory. */
  dataDir?: string | undefined
  /** Pool size for PostgreSQL. */
  maxConnections?: number
  /** In-memory PGlite only: start from this dump of a data directory (PGlite's `dumpDataDir`). */
  loadDataDir?: Blob | undefined
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 20 })
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined)
    const db = drizzleNodePg({ client: pool }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  // pg_trgm: the shop's product search (trigram indexes, as on PostgreSQL).
  const extensions = { pg_trgm }
  let client: PGlite
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir, { extensions })
  } else {
    client = new PGlite({ extensions, loadDataDir: options.loadDataDir })
  }
  await client.waitReady
  const db = drizzlePglite({ client }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close() }
}
