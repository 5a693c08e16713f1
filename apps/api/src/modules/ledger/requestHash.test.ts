import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { queryRows } from '../../platform/db/sql'
import { insertTestMembers } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { relationOf } from './ledgerTesting'
import { postTransfer, type PostTransferParameters } from './postTransfer'
import { postTransferSet } from './postTransferSet'
import { reserveTransfer } from './reserveTransfer'

// One request hash (sql/ledger_request_hash.sql) for every path that posts: a key posted through one
// path is a replay through any other, and a changed field is a mismatch through any of them.
describe.each(testDatabaseKinds)('the ledger request hash (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1, 2])
    await ensureSystemAccounts(database.db)
    await postTransfer(database.db, {
      idempotencyKey: 'hash:funding',
      currency: 'USDT',
      type: 'income',
      amount: 1_000n,
      from: { systemCode: 'chain_deposits' },
      to: { memberId: 1 },
    })
  })
  afterAll(() => database.dispose())

  const storedHash = async (key: string) =>
    (
      await queryRows<{ hash: string }>(
        database.db,
        sql`select request_hash as hash from ledger_transfers where idempotency_key = ${key}`,
      )
    )[0]?.hash

  it('is sha256 of the canonical JSON array, the form stored hashes have always had', async () => {
    const canonical =
      '["post","USDT","shopping_expense","25","member:1:claimable","system:shop_revenue","shop_order","订单\\"7\\"\\n","memo ü"]'
    const [row] = await queryRows<{ hash: string }>(
      database.db,
      sql`select ledger_request_hash('post', 'USDT', 'shopping_expense', 25, 1, 'claimable', null, null, null,
        'shop_revenue', 'shop_order', ${'订单"7"\n'}, 'memo ü') as hash`,
    )
    expect(row?.hash).toBe(createHash('sha256').update(canonical).digest('hex'))
    expect(JSON.parse(canonical)).toEqual([
      'post',
      'USDT',
      'shopping_expense',
      '25',
      'member:1:claimable',
      'system:shop_revenue',
      'shop_order',
      '订单"7"\n',
      'memo ü',
    ])
  })

  const transfer = (key: string, amount = 5n): PostTransferParameters => ({
    idempotencyKey: key,
    currency: 'USDT',
    type: 'transfer',
    amount,
    from: { memberId: 1 },
    to: { memberId: 2 },
    reference: { type: 'test', id: key },
  })

  it('posted alone (in a transaction), then replayed through the batch and the set', async () => {
    const posted = await database.db.transaction((tx) =>
      postTransfer(tx as unknown as typeof database.db, transfer('hash:alone')),
    )
    expect(posted.replayed).toBe(false)
    await expect(postTransfer(database.db, transfer('hash:alone'))).resolves.toMatchObject({ replayed: true })
    await expect(
      database.db.transaction((tx) =>
        postTransferSet(tx, { transfers: relationOf([transfer('hash:alone')]) }),
      ),
    ).resolves.toEqual({ posted: 0, replayed: 1 })
    await expect(postTransfer(database.db, transfer('hash:alone', 6n))).rejects.toMatchObject({
      messageKey: 'idempotencyMismatch',
    })
    await expect(
      database.db.transaction((tx) =>
        postTransferSet(tx, { transfers: relationOf([transfer('hash:alone', 6n)]) }),
      ),
    ).rejects.toMatchObject({ messageKey: 'idempotencyMismatch' })
  })

  it('posted by the set, then replayed alone and through the batch', async () => {
    await database.db.transaction((tx) =>
      postTransferSet(tx, { transfers: relationOf([transfer('hash:set')]) }),
    )
    const first = await storedHash('hash:set')
    await expect(
      database.db.transaction((tx) =>
        postTransfer(tx as unknown as typeof database.db, transfer('hash:set')),
      ),
    ).resolves.toMatchObject({ replayed: true })
    await expect(postTransfer(database.db, transfer('hash:set'))).resolves.toMatchObject({ replayed: true })
    await expect(postTransfer(database.db, transfer('hash:set', 7n))).rejects.toMatchObject({
      messageKey: 'idempotencyMismatch',
    })
    expect(await storedHash('hash:set')).toBe(first)
  })

  it('posted through the batch, then replayed alone; a reservation of the same fields is another request', async () => {
    await expect(postTransfer(database.db, transfer('hash:batch'))).resolves.toMatchObject({
      replayed: false,
    })
    await expect(
      database.db.transaction((tx) =>
        postTransfer(tx as unknown as typeof database.db, transfer('hash:batch')),
      ),
    ).resolves.toMatchObject({ replayed: true })
    await expect(
      database.db.transaction((tx) =>
        postTransfer(tx as unknown as typeof database.db, { ...transfer('hash:batch'), memo: 'changed' }),
      ),
    ).rejects.toMatchObject({ messageKey: 'idempotencyMismatch' })
    await expect(reserveTransfer(database.db, transfer('hash:batch'))).rejects.toMatchObject({
      messageKey: 'idempotencyMismatch',
    })
    await reserveTransfer(database.db, transfer('hash:reserved'))
    await expect(reserveTransfer(database.db, transfer('hash:reserved'))).resolves.toMatchObject({
      replayed: true,
    })
    await expect(postTransfer(database.db, transfer('hash:reserved'))).rejects.toMatchObject({
      messageKey: 'idempotencyMismatch',
    })
  })
})
