import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { createDatabase, type Database } from './client'
import { migrateDatabase } from './migrate'
import { adminQuery, databaseUrl, type TestDatabaseTemplates } from './testDatabaseTemplates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by testDatabaseTemplates.globalSetup.ts; absent when a project runs without it. */
    testDatabaseTemplates?: TestDatabaseTemplates
  }
}

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
 * the server of TEST_DATABASE_URL, dropped again by `dispose()`. Both are copies of the run's migrated
 * templates when the project's global setup made them (docs/adr/010), else migrated here.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { maxConnections?: number } = {},
): Promise<TestDatabase> {
  const templates = inject('testDatabaseTemplates')
  if (kind === 'pglite') {
    if (templates) {
      const dump = new Blob([await readFile(templates.pgliteDump)])
      const database = await createDatabase({ loadDataDir: dump })
      return { ...database, url: undefined, dispose: () => database.close() }
    }
    const database = await createDatabase({})
    await migrateDatabase(database)
    return { ...database, url: undefined, dispose: () => database.close() }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `vita_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const template = templates?.postgresTemplate
  await adminQuery(
    serverUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  )
  const url = databaseUrl(serverUrl, name)
  const database = await createDatabase({ databaseUrl: url, maxConnections: options.maxConnections ?? 20 })
  if (!template) await migrateDatabase(database)
  return {
    ...database,
    url,
    async dispose() {
      await database.close()
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
