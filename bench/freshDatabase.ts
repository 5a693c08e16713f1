import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase, migrateDatabase, type Database } from '@vita/api/bench'

// Benchmarks without a database (solvency-tree) import it from './percentile' itself.
export { percentile } from './percentile'

/** Benchmarks run on PostgreSQL (PGlite is one in-process connection): TEST_DATABASE_URL or the local server. */
export const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type BenchDatabase = Database & { url: string; drop(): Promise<void> }

/**
 * A new, migrated database on the server, dropped again by `drop()`; a copy of database `template` (no
 * one may be connected to it) when given, with the migrations added since.
 */
export async function createBenchDatabase(
  prefix: string,
  maxConnections: number,
  template?: string,
): Promise<BenchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await createDatabase({ databaseUrl: url.toString(), maxConnections })
  await migrateDatabase(database)
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close()
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(text)
  } finally {
    await admin.end()
  }
}
