import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { insertTreeMember } from '../orders/clubOrdersTesting'
import { clubMemberStats } from '../tables'
import { applyOrderToTeam } from './applyOrderToTeam'
import { syncMemberStats } from './syncMemberStats'

const wallet = (id: number) => `0x${id.toString(16).padStart(40, '0')}`

describe.each(testDatabaseKinds)('syncMemberStats (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database?.dispose())

  const figures = async () =>
    Object.fromEntries(
      (await database.db.select().from(clubMemberStats)).map((row) => [
        row.memberId,
        [row.teamSize, row.directCount],
      ]),
    )

  it('counts a member whose lower id committed after a higher one, and nobody twice', async () => {
    await insertTreeMember(database.db, { id: 1, referrerId: null, address: wallet(1) })
    await insertTreeMember(database.db, { id: 2, referrerId: 1, address: wallet(2) })
    expect(await syncMemberStats(database.db)).toEqual({ synced: 2 })
    await insertTreeMember(database.db, { id: 10, referrerId: 2, address: wallet(10) })
    expect(await syncMemberStats(database.db)).toEqual({ synced: 1 })
    // Id 5 was taken before 10 but its registration committed only now.
    await insertTreeMember(database.db, { id: 5, referrerId: 2, address: wallet(5) })
    // An order of member 5 before any sync creates its row unsynced; it is still counted once.
    await applyOrderToTeam(database.db, { memberId: 5, amount: 224n, direction: 1 })

    expect(await syncMemberStats(database.db)).toEqual({ synced: 1 })
    expect(await syncMemberStats(database.db)).toEqual({ synced: 0 })
    expect(await figures()).toEqual({ 1: [3, 1], 2: [2, 2], 5: [0, 0], 10: [0, 0] })
  })
})
