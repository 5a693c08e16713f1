import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { findMemberById } from '../members'
import { insertTestMembers, updateTestMember } from '../members/membersTesting'
import { createSessionStore } from './sessionStore'
import { sessions } from './tables'

describe.each(testDatabaseKinds)('the session store on %s', (kind) => {
  let database: TestDatabase
  const now = new Date('2026-11-21T12:00:00.000Z')
  const at = (ms: number) => new Date(now.getTime() + ms)
  const session = async (memberId: number, expiresAt: Date, revokedAt: Date | null = null) => {
    const jti = randomUUID()
    await database.db.insert(sessions).values({ jti, memberId, issuedAt: at(-60_000), expiresAt, revokedAt })
    return jti
  }
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1, 2])
    // Member 2 invited by 1, at level 3, joined at a time with microseconds (Dates hold milliseconds).
    await updateTestMember(database.db, 2, { referrerId: 1, depth: 1, level: 3 })
    await database.db.execute(
      sql`update members set joined_at = '2026-01-02 03:04:05.678912+00' where id = 2`,
    )
  })
  afterAll(() => database.dispose())

  it('finds an active session with its member as the members module reads it', async () => {
    const store = createSessionStore(database.db)
    for (const id of [1, 2]) {
      const expiresAt = at(3_600_123)
      const jti = await session(id, expiresAt)
      const found = await store.findActive(jti, now)
      expect(found?.session).toEqual({ jti, memberId: id, expiresAt })
      expect(found?.member).toEqual(await findMemberById(database.db, id))
    }
    const found = await store.findActive(await session(2, at(60_000)), now)
    expect(found?.member.referrerUuid).not.toBeNull()
    expect(found?.member.joinedAt.toISOString()).toBe('2026-01-02T03:04:05.678Z')
  })

  it('finds no session that is revoked, expired or unknown', async () => {
    const store = createSessionStore(database.db)
    expect(await store.findActive(await session(1, at(60_000), at(-1)), now)).toBeUndefined()
    expect(await store.findActive(await session(1, now), now)).toBeUndefined()
    expect(await store.findActive(await session(1, at(1)), now)).toBeDefined()
    expect(await store.findActive(randomUUID(), now)).toBeUndefined()
  })
})
