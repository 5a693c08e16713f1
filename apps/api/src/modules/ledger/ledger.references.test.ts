import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../platform/db/client'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { queryRows } from '../../platform/db/sql'
import { insertTestMembers } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { ledgerSnapshot, ledgerViolations } from './ledgerTesting'
import { postTransfer } from './postTransfer'
import { reverseTransfer } from './reverseTransfer'

// Migrations 0013 and 0014 check the ledger's references once per statement instead of with foreign keys.
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
    accountId = transfer.creditAccountId
    otherAccountId = transfer.debitAccountId
  })
  afterAll(() => database.dispose())

  const missing = 2 ** 40
  // drizzle wraps the database's error: the check's own message is the cause.
  const refused = { cause: { message: expect.stringMatching(/refers to no ledger/) } }

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
      // Transfer ids spanning fewer ids than entries, one of them not a transfer (0018's count of the span).
      [entry(lastId, accountId), entry(lastId + 1, accountId), entry(lastId, accountId)],
    ])
      await expect(
        database.db.execute(sql`insert into ledger_entries (transfer_id, account_id, currency, type, amount,
          balance_after) values ${sql.join(rows, sql`, `)}`),
      ).rejects.toMatchObject(refused)
    // A settlement-sized statement (over 10,000 entries) has its accounts checked by a join (0018).
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
    // A settlement-sized statement (over 10,000 transfers) is checked by its own statement (0017).
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

  /** Rows of `table` read while `insert` runs, in a transaction rolled back afterwards. */
  async function rowsReadBy(table: string, insert: (tx: Tx) => Promise<unknown>): Promise<number> {
    const reads = sql`select (seq_tup_read + coalesce(idx_tup_fetch, 0))::text as n
      from pg_stat_xact_user_tables where relname = ${table}`
    const rollback = new Error('rollback')
    let read = Number.NaN
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into ledger_transfers (idempotency_key, request_hash, currency, type,
          status, amount, debit_account_id, credit_account_id)
          select 'references:filler:' || i, 'h', 'USDT', 'income', 'posted', 1, ${otherAccountId}, ${accountId}
          from generate_series(1, 3000) i`)
        const before = Number((await queryRows<{ n: string }>(tx, reads))[0]?.n)
        await insert(tx)
        read = Number((await queryRows<{ n: string }>(tx, reads))[0]?.n) - before
        throw rollback
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
      })
    return read
  }

  // The checks probe keys whatever the statistics say (with stale ones, as on PGlite, which never
  // analyzes by itself, a plan read the whole referenced table for each new row or hashed it).
  it("checks new transfers' accounts by their keys (two probes each), not by reading every account", async () => {
    await database.db.execute(sql`insert into ledger_accounts (kind, system_code, currency, allow_negative)
      select 'system', 'references:probe:' || i, 'USDT', true from generate_series(1, 3000) i`)
    const read = await rowsReadBy('ledger_accounts', (tx) =>
      tx.execute(sql`insert into ledger_transfers (idempotency_key, request_hash, currency, type,
          status, amount, debit_account_id, credit_account_id)
          select 'references:probe:' || i, 'h', 'USDT', 'income', 'posted', 1, ${otherAccountId}, ${accountId}
          from generate_series(1, 16) i`),
    )
    expect(read).toBeLessThanOrEqual(2 * 16)
  })

  it("checks new entries' and reversals' transfers by their keys, not by reading every transfer", async () => {
    const entries = await rowsReadBy('ledger_transfers', (tx) =>
      tx.execute(sql`insert into ledger_entries (transfer_id, account_id, currency, type, amount, balance_after)
          select ${transferId}, ${accountId}, 'USDT', 'income', 1, 1 from generate_series(1, 16)`),
    )
    expect(entries).toBeLessThanOrEqual(16)
    const reversals = await rowsReadBy('ledger_transfers', (tx) =>
      tx.execute(sql`insert into ledger_transfers (idempotency_key, request_hash, currency, type, status,
          amount, debit_account_id, credit_account_id, reverses_transfer_id)
          select 'references:probe-reversal', 'h', 'USDT', 'income', 'posted', 1, ${accountId}, ${otherAccountId},
            ${transferId}::bigint`),
    )
    expect(reversals).toBeLessThanOrEqual(1)
  })
})
