import { randomUUID } from 'node:crypto'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { insertTestMembers } from '../members/membersTesting'
import { EXPIRED_SESSION_RETENTION_MS, pruneExpiredSessions } from './pruneExpiredSessions'
import { sessions } from './tables'

describe.each(testDatabaseKinds)('pruneExpiredSessions on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1])
  })
  afterAll(() => database.dispose())

  it('deletes sessions expired over a day ago and keeps every other', async () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const at = (ms: number) => new Date(now.getTime() + ms)
    const rows = [
      { label: 'long expired', expiresAt: at(-EXPIRED_SESSION_RETENTION_MS - 60_000) },
      { label: 'just past retention', expiresAt: at(-EXPIRED_SESSION_RETENTION_MS - 1) },
      { label: 'recently expired', expiresAt: at(-60_000) },
      { label: 'active', expiresAt: at(60 * 60_000) },
    ].map((row) => ({ ...row, jti: randomUUID() }))
    await database.db.insert(sessions).values(
      rows.map((row) => ({
        jti: row.jti,
        memberId: 1,
        issuedAt: at(-10 * EXPIRED_SESSION_RETENTION_MS),
        expiresAt: row.expiresAt,
      })),
    )
    expect(await pruneExpiredSessions(database.db, now)).toBe(2)
    const left = await database.db
      .select({ jti: sessions.jti })
      .from(sessions)
      .orderBy(asc(sessions.expiresAt))
    expect(left.map((row) => row.jti)).toEqual([rows[2]?.jti, rows[3]?.jti])
    expect(await pruneExpiredSessions(database.db, now)).toBe(0)
  })
})
