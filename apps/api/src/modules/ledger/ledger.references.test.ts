import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { queryRows } from '../../platform/db/sql'
import { insertTestMembers } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { ledgerSnapshot, ledgerViolations } from './ledgerTesting'
import { postTransfer } from './postTransfer'
import { reverseTransfer } from './reverseTransfer'

// The ledger's references are foreign keys (migration 0025); its history cannot be rewritten
// (ledger/sql/ledger_refuse_rewrite.sql).
describe.each(testDatabaseKinds)('ledger references (%s)', (kind) => {
  let database: TestDatabase
  let transferId: number
  let accountId: number
  let otherAccountId: number
  const deposit = (idempotencyKey: string, amount: bigint) =>
    postTransfer(database.db, {
      idempotencyKey,
      currency: 'USDT',
      type: 'income',
      amount,
      from: { systemCode: 'chain_deposits' },
      to: { memberId: 1 },
    })
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1])
    await ensureSystemAccounts(database.db)
    const { transfer } = await deposit('references:deposit', 5n)
    transferId = transfer.id
    accountId = Number(transfer.creditAccountId)
    otherAccountId = transfer.debitAccountId
  })
  afterAll(() => database.dispose())

  const missing = 2 ** 40
  // drizzle wraps the database's error: PostgreSQL's foreign key violation is the cause.
  const refused = { cause: { code: '23503' } }

  it('refuses an entry whose transfer or account does not exist, and the whole statement with it', async () => {
    const before = await ledgerSnapshot(database.db)
    const entry = (transfer: number, account: number) =>
      sql`(${transfer}, ${account}, 'USDT', 'income', 1, 1)`
    const [last] = await queryRows<{ id: string }>(
      database.db,
      sql`select max(id)::text as id from ledger_transfers`,
    )
    const lastId = Number(last?.id)
    for (const rows of [
      [entry(transferId, accountId), entry(missing, accountId)],
      [entry(transferId, missing), entry(transferId, accountId)],
      [entry(lastId, accountId), entry(lastId + 1, accountId), entry(lastId, accountId)],
    ])
      await expect(
        database.db.execute(sql`insert into ledger_entries (transfer_id, account_id, currency, type, amount,
          balance_after) values ${sql.join(rows, sql`, `)}`),
      ).rejects.toMatchObject(refused)
    // A settlement-sized statement, one bad row among 10,001.
    await expect(
      database.db.execute(sql`insert into ledger_entries (transfer_id, account_id, currency, type, amount,
          balance_after)
        select ${transferId}, case when i = 10001 then ${missing}::bigint else ${accountId}::bigint end, 'USDT',
          'income', 1, 1
        from generate_series(1, 10001) i`),
    ).rejects.toMatchObject(refused)
    expect(await ledgerSnapshot(database.db)).toEqual(before)
  })

  it('refuses a transfer whose debit or credit account does not exist', async () => {
    const transfer = (key: string, debit: number, credit: number) =>
      database.db
        .execute(sql`insert into ledger_transfers (idempotency_key, request_hash, currency, type, status,
        amount, debit_account_id, credit_account_id) values (${key}, 'h', 'USDT', 'income', 'posted', 1, ${debit}, ${credit})`)
    await expect(transfer('references:debit', missing, accountId)).rejects.toMatchObject(refused)
    await expect(transfer('references:credit', accountId, missing)).rejects.toMatchObject(refused)
    // A settlement-sized statement, one bad row among 10,001.
    await expect(
      database.db.execute(sql`insert into ledger_transfers (idempotency_key, request_hash, currency, type,
        status, amount, debit_account_id, credit_account_id)
        select 'references:many:' || i, 'h', 'USDT', 'income', 'posted', 1, ${accountId},
          case when i = 10001 then ${missing}::bigint else ${otherAccountId}::bigint end
        from generate_series(1, 10001) i`),
    ).rejects.toMatchObject(refused)
    const rows = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*)::text as n from ledger_transfers
        where idempotency_key in ('references:debit', 'references:credit') or idempotency_key like 'references:many:%'`,
    )
    expect(rows[0]?.n).toBe('0')
  })

  it('refuses a reversal of a transfer that does not exist, and re-pointing a reversal', async () => {
    await expect(
      database.db
        .execute(sql`insert into ledger_transfers (idempotency_key, request_hash, currency, type, status,
        amount, debit_account_id, credit_account_id, reverses_transfer_id)
        select 'references:reversal', 'h', 'USDT', 'income', 'posted', 1, credit_account_id, debit_account_id,
          ${missing}::bigint
        from ledger_transfers where id = ${transferId}`),
    ).rejects.toMatchObject(refused)
    const rows = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*)::text as n from ledger_transfers where idempotency_key = 'references:reversal'`,
    )
    expect(rows[0]?.n).toBe('0')
    const { transfer } = await deposit('references:second', 1n)
    const reversal = await reverseTransfer(database.db, {
      transferId: transfer.id,
      idempotencyKey: 'references:second:reversal',
    })
    expect(reversal.transfer.reversesTransferId).toBe(transfer.id)
    await expect(
      database.db.execute(
        sql`update ledger_transfers set reverses_transfer_id = ${transferId} where id = ${reversal.transfer.id}`,
      ),
    ).rejects.toThrow()
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('keeps what entries and transfers point at: no account deleted, no id or transfer account changed', async () => {
    await expect(
      database.db.execute(sql`delete from ledger_accounts where id = ${accountId}`),
    ).rejects.toThrow()
    await expect(database.db.execute(sql`truncate ledger_accounts cascade`)).rejects.toThrow()
    await expect(
      database.db.execute(sql`update ledger_accounts set id = ${missing} where id = ${accountId}`),
    ).rejects.toThrow()
    await expect(
      database.db.execute(sql`update ledger_transfers set id = ${missing} where id = ${transferId}`),
    ).rejects.toThrow()
    await expect(
      database.db.execute(
        sql`update ledger_transfers set credit_account_id = debit_account_id where id = ${transferId}`,
      ),
    ).rejects.toThrow()
    // What the ledger itself updates still goes through.
    await database.db.execute(sql`update ledger_accounts set updated_at = now() where id = ${accountId}`)
    expect(await ledgerViolations(database.db)).toEqual([])
  })
})
