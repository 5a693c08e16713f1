import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../platform/db/sql'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { findMemberIdsByAddress, findMemberUuids } from './findMember'
import { insertTestMemberRows, memberIdRange } from './membersTesting'
import { childPath, communityNumberFor } from './referralPath'

/** What other modules read of members: the view members_referral_tree and the batch finders. */
describe.each(testDatabaseKinds)('members as other modules read them (%s)', (kind) => {
  let database: TestDatabase
  // 1 → 2 → 3, 1 → 4; 5 a root. Ids past 35 take a longer path segment: byte order is not id order.
  const tree: [id: number, referrerId: number | null][] = [
    [1, null],
    [2, 1],
    [40, 2],
    [4, 1],
    [5, null],
  ]
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    const paths = new Map<number, string>()
    for (const [id, referrerId] of tree) {
      const path = childPath(referrerId === null ? null : (paths.get(referrerId) ?? null), id)
      paths.set(id, path)
      await insertTestMemberRows(database.db, [
        {
          id,
          uuid: `00000000-0000-4000-8000-${id.toString().padStart(12, '0')}`,
          address: `0x${id.toString(16).padStart(40, '0')}`,
          communityNumber: communityNumberFor(id),
          inviteCode: `VIEW${id}`,
          referrerId,
          path,
          depth: path.split('/').length - 3,
          level: id % 6,
        },
      ])
    }
  })
  afterAll(() => database.dispose())

  it('members_referral_tree holds every member exactly as the table does', async () => {
    const table = await queryRows(database.db, sql`select * from members order by id`)
    const view = await queryRows(database.db, sql`select * from members_referral_tree order by id`)
    expect(view).toEqual(table)
    expect(view).toHaveLength(tree.length)
  })

  it("keeps path's byte collation, so prefix reads and path order stay on members_path_idx", async () => {
    const [column] = await queryRows<{ collation: string }>(
      database.db,
      sql`select collation_name as collation from information_schema.columns
        where table_name = 'members_referral_tree' and column_name = 'path'`,
    )
    expect(column?.collation).toBe('C')
    const plan = await database.db.transaction(async (tx) => {
      // A five-row table is read whole otherwise; the question is whether the index can serve the read.
      await tx.execute(sql`set local enable_seqscan = off`)
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain (costs off) select id from members_referral_tree where path like '/11/%' order by path`,
      )
    })
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('members_path_idx')
    const downline = await queryRows<{ id: number }>(
      database.db,
      sql`select id::int as id from members_referral_tree where path like '/11/%' and path > '/11/' order by path`,
    )
    expect(downline.map((row) => row.id)).toEqual([2, 40, 4])
  })

  it('finds ids by address and uuids by id, leaving out what names no member', async () => {
    const address = (id: number) => `0x${id.toString(16).padStart(40, '0')}`
    expect(await findMemberIdsByAddress(database.db, [address(1), address(40), address(999)])).toEqual(
      new Map([
        [address(1), 1],
        [address(40), 40],
      ]),
    )
    expect(await findMemberUuids(database.db, [...memberIdRange(4, 5), 999])).toEqual(
      new Map([
        [4, '00000000-0000-4000-8000-000000000004'],
        [5, '00000000-0000-4000-8000-000000000005'],
      ]),
    )
    expect(await findMemberIdsByAddress(database.db, [])).toEqual(new Map())
  })
})
