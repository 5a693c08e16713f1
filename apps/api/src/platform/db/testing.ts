import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type Database } from './client'
import { migrateDatabase } from './migrate'

export type TestDatabaseKind = 'pglite' | 'postgres'

/** A PostgreSQL URL nothing listens on (port 1): every connection is refused at once. */
export const REFUSING_DATABASE_URL = 'postgres://postgres@127.0.0.1:1/vita'

/** The kinds a test file should run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

/** `url`: the PostgreSQL database's URL (for a second process), undefined on PGlite. */
export type TestDatabase = Database & { url: string | undefined; dispose(): Promise<void> }

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new uniquely named database on
 * the server of TEST_DATABASE_URL, dropped again by `dispose()`.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { maxConnections?: number } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await createDatabase({})
    await migrateDatabase(database)
    return { ...database, url: undefined, dispose: () => database.close() }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `vita_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await createDatabase({
    databaseUrl: url.toString(),
    maxConnections: options.maxConnections ?? 20,
  })
  await migrateDatabase(database)
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
