import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { isConstraintViolation, queryRows } from '../../platform/db/sql'
import { insertTestMembers } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { getAccountBalances } from './getAccountBalances'
import { ledgerSnapshot, ledgerViolations, rejectionKey, UNIT } from './ledgerTesting'
import { listAccountEntries } from './listAccountEntries'
import { postPayout, type PostPayoutParameters } from './postPayout'
import { postTransfer } from './postTransfer'
import { reverseTransfer } from './reverseTransfer'
import { transferCounterparties } from './transferCounterparties'

/** `member_id, amount` rows as the relation postPayout takes. */
const payees = (rows: readonly (readonly [number, bigint])[]): SQL =>
  sql`select (p->>'m')::bigint as member_id, (p->>'a')::numeric as amount
    from jsonb_array_elements(${JSON.stringify(rows.map(([m, a]) => ({ m, a: a.toString() })))}::jsonb) p`

describe.each(testDatabaseKinds)('postPayout: one transfer from a pool to many members (%s)', (kind) => {
  let database: TestDatabase
  const payout = (rows: readonly (readonly [number, bigint])[], key = 'payout:day-1') =>
    ({
      idempotencyKey: key,
      currency: 'USDT',
      type: 'static_earnings',
      from: { systemCode: 'static_dividend_pool' },
      payees: payees(rows),
      purpose: 'claimable',
      reference: { type: 'club_day', id: '2026-11-29' },
    }) satisfies PostPayoutParameters
  const pay = (parameters: PostPayoutParameters) =>
    database.db.transaction((tx) => postPayout(tx, parameters))
  const claimable = async (memberId: number) =>
    (
      await getAccountBalances(database.db, { owner: { memberId, purpose: 'claimable' }, currency: 'USDT' })
    )[0]?.balance ?? 0n
  const pool = async () =>
    (
      await getAccountBalances(database.db, {
        owner: { systemCode: 'static_dividend_pool' },
        currency: 'USDT',
      })
    )[0]?.balance ?? 0n

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1, 2, 3, 4])
    await ensureSystemAccounts(database.db)
    await postTransfer(database.db, {
      idempotencyKey: 'fund-pool',
      currency: 'USDT',
      type: 'income',
      amount: 100n * UNIT,
      from: { systemCode: 'chain_deposits' },
      to: { systemCode: 'static_dividend_pool' },
    })
    // Member 1 has a claimable account already; the others get theirs from the payout.
    await postTransfer(database.db, {
      idempotencyKey: 'accrue-before',
      currency: 'USDT',
      type: 'static_earnings',
      amount: 1n * UNIT,
      from: { systemCode: 'static_dividend_pool' },
      to: { memberId: 1, purpose: 'claimable' },
    })
  })
  afterAll(() => database.dispose())

  it('debits the pool once and credits each payee once, with their balances after, as one transfer', async () => {
    const result = await pay(
      payout([
        [3, 3n * UNIT],
        [1, 2n * UNIT],
        [2, 5n * UNIT],
      ]),
    )
    expect(result).toMatchObject({ payees: 3, total: 10n * UNIT, replayed: false })
    expect(await pool()).toBe(89n * UNIT)
    expect([await claimable(1), await claimable(2), await claimable(3), await claimable(4)]).toEqual([
      3n * UNIT,
      5n * UNIT,
      3n * UNIT,
      0n,
    ])
    const entries = await queryRows<{ account: string; amount: string; balance_after: string }>(
      database.db,
      sql`select coalesce(a.member_id::text, a.system_code) as account, e.amount::text as amount,
          e.balance_after::text as balance_after
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.transfer_id = ${result.transferId} order by e.id`,
    )
    expect(entries[0]).toEqual({
      account: 'static_dividend_pool',
      amount: (-10n * UNIT).toString(),
      balance_after: (89n * UNIT).toString(),
    })
    expect(entries.slice(1).sort((a, b) => a.account.localeCompare(b.account))).toEqual([
      { account: '1', amount: (2n * UNIT).toString(), balance_after: (3n * UNIT).toString() },
      { account: '2', amount: (5n * UNIT).toString(), balance_after: (5n * UNIT).toString() },
      { account: '3', amount: (3n * UNIT).toString(), balance_after: (3n * UNIT).toString() },
    ])
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it("shows in each payee's bill log with its reference, and has no member counterparty", async () => {
    const { entries } = await listAccountEntries(database.db, {
      owner: { memberId: 2, purpose: 'claimable' },
    })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      amount: 5n * UNIT,
      balanceAfter: 5n * UNIT,
      type: 'static_earnings',
      reference: { type: 'club_day', id: '2026-11-29' },
    })
    const counterparties = await transferCounterparties(database.db, {
      memberId: 2,
      transferIds: [entries[0]!.transferId],
    })
    expect(counterparties.size).toBe(0)
  })

  it('replays the same payout without a change, and refuses the key for other payees or amounts', async () => {
    const before = await ledgerSnapshot(database.db)
    const replay = await pay(
      payout([
        [2, 5n * UNIT],
        [1, 2n * UNIT],
        [3, 3n * UNIT],
      ]),
    )
    expect(replay).toMatchObject({ replayed: true, payees: 3, total: 10n * UNIT })
    expect(
      await rejectionKey(
        pay(
          payout([
            [1, 2n * UNIT],
            [2, 5n * UNIT],
            [4, 3n * UNIT],
          ]),
        ),
      ),
    ).toBe('idempotencyMismatch')
    expect(
      await rejectionKey(
        pay(
          payout([
            [1, 3n * UNIT],
            [2, 4n * UNIT],
            [3, 3n * UNIT],
          ]),
        ),
      ),
    ).toBe('idempotencyMismatch')
    expect(await ledgerSnapshot(database.db)).toEqual(before)
  })

  it('refuses, changing nothing, a payout the pool cannot pay, a payee twice, or an amount not above zero', async () => {
    const before = await ledgerSnapshot(database.db)
    expect(
      await rejectionKey(
        pay(
          payout(
            [
              [1, 50n * UNIT],
              [2, 40n * UNIT],
            ],
            'payout:too-much',
          ),
        ),
      ),
    ).toBe('insufficientBalance')
    expect(
      await rejectionKey(
        pay(
          payout(
            [
              [1, 1n],
              [1, 2n],
            ],
            'payout:twice',
          ),
        ),
      ),
    ).toBe('invalidParams')
    expect(
      await rejectionKey(
        pay(
          payout(
            [
              [1, 1n],
              [2, 0n],
            ],
            'payout:zero',
          ),
        ),
      ),
    ).toBe('invalidParams')
    expect(await rejectionKey(pay(payout([[1, 1n]], '')))).toBe('invalidParams')
    expect(await ledgerSnapshot(database.db)).toEqual(before)
  })

  it('posts nothing when there is no payee', async () => {
    const before = await ledgerSnapshot(database.db)
    expect(await pay(payout([], 'payout:nobody'))).toEqual({
      transferId: null,
      payees: 0,
      total: 0n,
      replayed: false,
    })
    expect(await ledgerSnapshot(database.db)).toEqual(before)
  })

  it('is never reversed whole, and the database refuses a pending transfer without a credit account', async () => {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`select id::text as id from ledger_transfers where idempotency_key = 'payout:day-1'`,
    )
    expect(
      await rejectionKey(
        reverseTransfer(database.db, { transferId: Number(row?.id), idempotencyKey: 'undo' }),
      ),
    ).toBe('transferNotReversible')
    const pending = database.db
      .execute(sql`insert into ledger_transfers (idempotency_key, request_hash, currency,
      type, status, amount, debit_account_id) select 'payout:pending', 'h', 'USDT', 'static_earnings', 'pending', 1,
      id from ledger_accounts where system_code = 'static_dividend_pool' and currency = 'USDT'`)
    const error = await pending.then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(isConstraintViolation(error, 'ledger_transfers_payout')).toBe(true)
  })
})
