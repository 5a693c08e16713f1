import { join } from 'node:path'
import { apiPackageRoot } from '../packageRoot'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Database } from './client'
import { applySqlDefinitions } from './sqlDefinitions'

export const migrationsFolder = join(apiPackageRoot(), 'drizzle')

/**
 * Applies pending migrations, then the modules' SQL definitions that changed (sqlDefinitions.ts); safe
 * to run on every start and from several replicas (both take a lock).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
  }
  await applySqlDefinitions(database.db)
}
