import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createDatabase, type Db } from './client'
import { migrateDatabase } from './migrate'
import { queryRows } from './sql'

const serverUrl = process.env.TEST_DATABASE_URL

describe('migrateDatabase on PostgreSQL', () => {
  it.runIf(serverUrl)('migrates once when several replicas start together on an empty database', async () => {
    const name = `vita_t_migrate_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(serverUrl as string)
    url.pathname = `/${name}`
    const replicas = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ databaseUrl: url.toString(), maxConnections: 4 })),
    )
    try {
      const outcomes = await Promise.allSettled(replicas.map((replica) => migrateDatabase(replica)))
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
      // Each migration recorded once.
      const [recorded] = await queryRows<{ rows: number; migrations: number }>(
        replicas[0]?.db as Db,
        sql`select count(*)::int as rows, count(distinct hash)::int as migrations
          from drizzle.__drizzle_migrations`,
      )
      expect(recorded?.rows).toBeGreaterThan(20)
      expect(recorded?.rows).toBe(recorded?.migrations)
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()))
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  })
})
