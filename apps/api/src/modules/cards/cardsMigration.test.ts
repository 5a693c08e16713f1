import { rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '../../platform/db/client'
import { migrateDatabase } from '../../platform/db/migrate'
import { migrationsUpTo } from '../../platform/db/migrationTesting'
import { queryRows } from '../../platform/db/sql'
import { insertTestMembers } from '../members/membersTesting'

describe('migration 0028: the club card tables become the cards module, data kept (PGlite)', () => {
  let database: Database
  let folder: string
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, string>>(database.db, query)

  beforeAll(async () => {
    database = await createDatabase({})
    folder = migrationsUpTo('0027_ledger_payouts')
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    // A card as the version before wrote it: its member, its order, the card and its issue movement.
    await insertTestMembers(database.db, [1])
    await database.db.execute(sql`insert into club_orders (id, member_id, status, amount, shares)
      values (10, 1, 'active', 224, 1)`)
    await database.db.execute(sql`insert into club_cards (id, order_id, member_id, number, secret_ciphertext,
        secret_hash, value, remaining, expires_at)
      values (5, 10, 1, 'N-1', 'c', 'h', 224, 200, '2027-11-29T00:00:00Z')`)
    await database.db.execute(sql`insert into club_card_movements (card_id, kind, amount, idempotency_key)
      values (5, 'spend', 24, 'pay:1')`)
    await migrateDatabase(database)
  })
  afterAll(async () => {
    await database.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps every card and movement under the new names', async () => {
    expect(await rows(sql`select id::text, number, remaining::text from cards`)).toEqual([
      { id: '5', number: 'N-1', remaining: '200' },
    ])
    expect(await rows(sql`select card_id::text, idempotency_key from card_movements`)).toEqual([
      { card_id: '5', idempotency_key: 'pay:1' },
    ])
  })

  it('keeps the old names working for the version before, reads and writes alike', async () => {
    expect(await rows(sql`select number from club_cards`)).toEqual([{ number: 'N-1' }])
    await database.db.execute(sql`update club_cards set remaining = 190 where id = 5`)
    await database.db.execute(sql`insert into club_card_movements (card_id, kind, amount, idempotency_key)
      values (5, 'spend', 10, 'pay:2') on conflict (idempotency_key) do nothing`)
    expect(await rows(sql`select remaining::text from cards`)).toEqual([{ remaining: '190' }])
    expect(await rows(sql`select count(*)::text as n from card_movements`)).toEqual([{ n: '2' }])
  })

  it('continues the ids and keeps the constraints, now under the new names', async () => {
    const [card] =
      await rows(sql`insert into cards (order_id, member_id, number, secret_ciphertext, secret_hash,
        value, remaining, expires_at) values (10, 1, 'N-2', 'c', 'h', 1, 1, now()) on conflict do nothing
      returning id::text`)
    // The order has its card already: the unique constraint (renamed) refuses a second one.
    expect(card).toBeUndefined()
    const error = await database.db.execute(sql`update cards set remaining = value + 1 where id = 5`).then(
      () => undefined,
      (reason: unknown) => String((reason as { cause?: unknown }).cause ?? reason),
    )
    expect(error).toContain('cards_remaining')
  })
})
