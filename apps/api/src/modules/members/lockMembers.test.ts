import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../platform/db/sql'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { lockMembers } from './lockMembers'
import { insertTestMembers, updateTestMember } from './membersTesting'

describe.each(testDatabaseKinds)('lockMembers (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1, 2, 3])
    await updateTestMember(database.db, 3, { referrerId: 1, depth: 1, level: 2 })
  })
  afterAll(() => database.dispose())

  it('answers the members it locked in id order, with referrer and level; unknown ids are absent', async () => {
    const locked = await database.db.transaction((tx) => lockMembers(tx, { memberIds: [3, 99, 1] }))
    expect(locked).toEqual([
      { id: 1, referrerId: null, level: 0 },
      { id: 3, referrerId: 1, level: 2 },
    ])
    expect(await lockMembers(database.db, { memberIds: [] })).toEqual([])
  })

  // Two connections are needed to see a lock held: PGlite has one.
  it.runIf(kind === 'postgres')('holds the rows until the caller’s transaction ends', async () => {
    const tryLock = () =>
      queryRows(database.db, sql`select id from members where id = 2 for no key update nowait`)
    await database.db.transaction(async (tx) => {
      await lockMembers(tx, { memberIds: [2] })
      await expect(tryLock()).rejects.toThrow()
    })
    await expect(tryLock()).resolves.toHaveLength(1)
  })
})
