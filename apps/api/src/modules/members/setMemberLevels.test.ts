import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../platform/db/sql'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { insertTestMembers, memberIdRange } from './membersTesting'
import { setMemberLevels } from './setMemberLevels'

describe.each(testDatabaseKinds)('setMemberLevels (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1, 4))
  })
  afterAll(() => database.dispose())

  const levels = async () =>
    (await queryRows<{ level: number }>(database.db, sql`select level from members order by id`)).map(
      (row) => row.level,
    )

  it('sets the levels the relation names and leaves every other member’s', async () => {
    await database.db.transaction((tx) =>
      setMemberLevels(tx, {
        levels: sql`select * from (values (2::bigint, 3), (4::bigint, 1)) as c(member_id, level)`,
      }),
    )
    expect(await levels()).toEqual([0, 3, 0, 1])
  })

  it('writes in the caller’s transaction: rolled back with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await setMemberLevels(tx, { levels: sql`select 1::bigint as member_id, 5 as level` })
        throw new Error('the settlement failed after its levels step')
      }),
    ).rejects.toThrow('the settlement failed')
    expect(await levels()).toEqual([0, 3, 0, 1])
  })
})
