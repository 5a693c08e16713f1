import { join } from 'node:path'
import pg from 'pg'
import { apiPackageRoot } from '../packageRoot'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Database } from './client'
import { applySqlDefinitions } from './sqlDefinitions'

export const migrationsFolder = join(apiPackageRoot(), 'drizzle')

/** The migrations one replica at a time (any fixed number, unique to this step). */
const MIGRATION_LOCK_KEY = 7_310_032

/**
 * Applies pending migrations, then the modules' SQL definitions that changed (sqlDefinitions.ts); safe
 * to run on every start and from several replicas at once. Each step takes its own lock: drizzle's
 * migrator takes none (two replicas starting together both applied the first pending migration, and
 * one failed its start), so on PostgreSQL a session of its own holds an advisory lock while it runs.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
  } else {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    const lock = new pg.Client(pool.options)
    await lock.connect()
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
    } finally {
      // Closing the session releases its lock.
      await lock.end()
    }
  }
  await applySqlDefinitions(database.db)
}
