import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { insertTestMembers } from '../../members/membersTesting'

// club_member_days.member_id is a foreign key to members (migration 0025).
describe.each(testDatabaseKinds)('club_member_days references (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1, 2, 3])
  })
  afterAll(() => database.dispose())

  const missing = 2 ** 40
  const statement = (memberId: number, day: string) => sql`(${day}::date, ${memberId}::bigint, 0)`
  const insert = (...rows: ReturnType<typeof statement>[]) =>
    database.db.execute(
      sql`insert into club_member_days (day, member_id, level) values ${sql.join(rows, sql`, `)}`,
    )
  const days = async () =>
    (await queryRows<{ n: string }>(database.db, sql`select count(*)::text as n from club_member_days`))[0]?.n
  // drizzle wraps the database's error: PostgreSQL's foreign key violation is the cause.
  const refused = {
    cause: { code: '23503', message: expect.stringMatching(/club_member_days_member_id_members_id_fk/) },
  }

  it('refuses a statement of a member that does not exist, and the whole statement with it', async () => {
    await expect(insert(statement(1, '2026-01-05'), statement(missing, '2026-01-05'))).rejects.toMatchObject(
      refused,
    )
    expect(await days()).toBe('0')
    await insert(statement(1, '2026-01-05'), statement(2, '2026-01-05'))
    await expect(
      database.db.execute(sql`update club_member_days set member_id = ${missing} where member_id = 2`),
    ).rejects.toMatchObject(refused)
    expect(await days()).toBe('2')
  })

  it('keeps the members statements point at: not deleted, id not changed; others can go', async () => {
    await expect(database.db.execute(sql`delete from members where id = 1`)).rejects.toMatchObject(refused)
    await expect(
      database.db.execute(sql`update members set id = ${missing} where id = 1`),
    ).rejects.toMatchObject(refused)
    await database.db.execute(sql`delete from members where id = 3`)
    const rows = await queryRows<{ id: string }>(database.db, sql`select id::text from members order by id`)
    expect(rows.map((row) => row.id)).toEqual(['1', '2'])
  })
})
