import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { createDatabase } from './client'
import { migrateDatabase } from './migrate'

/**
 * Migrated databases that each test file's fresh database is copied from (docs/adr/010): a dump of an
 * in-memory PGlite's data directory, and a template database on the server of TEST_DATABASE_URL.
 */
export type TestDatabaseTemplates = {
  /** File holding the migrated PGlite data directory (`dumpDataDir`, uncompressed tar). */
  pgliteDump: string
  /** Name of the migrated template database on TEST_DATABASE_URL's server; absent without it. */
  postgresTemplate?: string
}

/** Builds the templates once per test run; `drop()` removes them. */
export async function createTestDatabaseTemplates(): Promise<{
  templates: TestDatabaseTemplates
  drop(): Promise<void>
}> {
  const directory = await mkdtemp(join(tmpdir(), 'vita-test-db-'))
  const pgliteDump = join(directory, 'migrated.tar')
  const pglite = await createDatabase({})
  try {
    await migrateDatabase(pglite)
    const client = (pglite.db as unknown as { $client: PGlite }).$client
    const dump = await client.dumpDataDir('none')
    await writeFile(pgliteDump, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await pglite.close()
  }

  const serverUrl = process.env.TEST_DATABASE_URL
  let postgresTemplate: string | undefined
  if (serverUrl) {
    postgresTemplate = `vita_tpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
    await adminQuery(serverUrl, `CREATE DATABASE ${postgresTemplate}`)
    const database = await createDatabase({ databaseUrl: databaseUrl(serverUrl, postgresTemplate) })
    try {
      await migrateDatabase(database)
    } finally {
      // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
      await database.close()
    }
  }

  return {
    templates: postgresTemplate ? { pgliteDump, postgresTemplate } : { pgliteDump },
    async drop() {
      await rm(directory, { recursive: true, force: true })
      if (serverUrl && postgresTemplate) {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`)
      }
    },
  }
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** One statement on its own connection to the server's default database (CREATE / DROP DATABASE). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
