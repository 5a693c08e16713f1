import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { getAccountBalances } from './getAccountBalances'
import { ensureSystemAccounts } from './ensureAccount'
import { ledgerSnapshot, ledgerViolations, rejectionKey, UNIT } from './ledgerTesting'
import { postTransfer, type PostTransferParameters } from './postTransfer'
import { chainEffectKey } from './types'

describe.each(testDatabaseKinds)('postTransfer on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1, 100))
    await ensureSystemAccounts(database.db)
  })
  afterAll(() => database.dispose())

  const deposit = (memberId: number, amount: bigint, key: string): PostTransferParameters => ({
    idempotencyKey: key,
    currency: 'USDT',
    type: 'income',
    amount,
    from: { systemCode: 'chain_deposits' },
    to: { memberId },
  })

  it('moves money between accounts and creates member accounts on first use', async () => {
    const { db } = database
    const result = await postTransfer(db, deposit(1, 100n * UNIT, 'dep-1'))
    expect(result.replayed).toBe(false)
    expect(result.transfer).toMatchObject({
      status: 'posted',
      amount: 100n * UNIT,
      currency: 'USDT',
      type: 'income',
    })
    await postTransfer(db, {
      idempotencyKey: 'pay-1',
      currency: 'USDT',
      type: 'transfer',
      amount: 40n * UNIT,
      from: { memberId: 1 },
      to: { memberId: 2 },
      reference: { type: 'member_transfer', id: 'x1' },
    })
    const [one] = await getAccountBalances(db, { owner: { memberId: 1 }, currency: 'USDT' })
    const [two] = await getAccountBalances(db, { owner: { memberId: 2 }, currency: 'USDT' })
    expect(one?.balance).toBe(60n * UNIT)
    expect(two?.available).toBe(40n * UNIT)
    const [deposits] = await getAccountBalances(db, {
      owner: { systemCode: 'chain_deposits' },
      currency: 'USDT',
    })
    expect(deposits?.balance).toBe(-100n * UNIT)
    expect(await ledgerViolations(db)).toEqual([])
  })

  it('refuses to overdraw a member or a pool, changing nothing', async () => {
    const { db } = database
    const before = await ledgerSnapshot(db)
    const spend = {
      currency: 'USDT' as const,
      type: 'shopping_expense' as const,
      to: { systemCode: 'shop_revenue' as const },
    }
    expect(
      await rejectionKey(
        postTransfer(db, { ...spend, idempotencyKey: 'over-1', amount: 61n * UNIT, from: { memberId: 1 } }),
      ),
    ).toBe('insufficientBalance')
    expect(
      await rejectionKey(
        postTransfer(db, { ...spend, idempotencyKey: 'over-2', amount: 1n, from: { memberId: 99 } }),
      ),
    ).toBe('insufficientBalance')
    expect(
      await rejectionKey(
        postTransfer(db, {
          ...spend,
          idempotencyKey: 'over-3',
          amount: 1n,
          from: { systemCode: 'static_dividend_pool' },
        }),
      ),
    ).toBe('insufficientBalance')
    const after = await ledgerSnapshot(db)
    // Member 99's empty account may now exist; nothing else changed.
    expect(after.transfers).toEqual(before.transfers)
    expect(after.entries).toEqual(before.entries)
  })

  it('replays the same key without a second effect and refuses the key with other content', async () => {
    const { db } = database
    const first = await postTransfer(db, deposit(3, 5n, 'dep-3'))
    const before = await ledgerSnapshot(db)
    const again = await postTransfer(db, deposit(3, 5n, 'dep-3'))
    expect(again).toEqual({ transfer: first.transfer, replayed: true })
    expect(await rejectionKey(postTransfer(db, deposit(3, 6n, 'dep-3')))).toBe('idempotencyMismatch')
    expect(await rejectionKey(postTransfer(db, deposit(4, 5n, 'dep-3')))).toBe('idempotencyMismatch')
    expect(await ledgerSnapshot(db)).toEqual(before)
  })

  it('records an on-chain effect once per (chain id, tx hash, log index)', async () => {
    const { db } = database
    const key = chainEffectKey({ chainId: 56, txHash: '0xABCDEF', logIndex: 3 })
    expect(key).toBe('chain:56:0xabcdef:3')
    const parameters = { ...deposit(5, 7n, key), reference: { type: 'chain_log', id: key } }
    await postTransfer(db, parameters)
    const replay = await postTransfer(db, parameters)
    expect(replay.replayed).toBe(true)
    const [five] = await getAccountBalances(db, { owner: { memberId: 5 }, currency: 'USDT' })
    expect(five?.balance).toBe(7n)
  })

  it('rejects invalid input', async () => {
    const { db } = database
    expect(await rejectionKey(postTransfer(db, deposit(1, 0n, 'zero')))).toBe('invalidParams')
    expect(await rejectionKey(postTransfer(db, deposit(1, -1n, 'negative')))).toBe('invalidParams')
    expect(await rejectionKey(postTransfer(db, deposit(1, 2n ** 256n, 'too-big')))).toBe('invalidParams')
    expect(await rejectionKey(postTransfer(db, deposit(1, 1n, '')))).toBe('invalidParams')
    expect(
      await rejectionKey(
        postTransfer(db, { ...deposit(1, 1n, 'self'), from: { memberId: 1 }, to: { memberId: 1 } }),
      ),
    ).toBe('invalidParams')
  })

  it('keeps amounts up to 2^256 - 1 exact', async () => {
    const { db } = database
    const max = 2n ** 256n - 1n
    await postTransfer(db, { ...deposit(6, max, 'max'), currency: 'DPINE' })
    const [six] = await getAccountBalances(db, { owner: { memberId: 6 }, currency: 'DPINE' })
    expect(six?.balance).toBe(max)
  })

  it('refuses to rewrite history, in the database itself', async () => {
    const { db } = database
    await expect(db.execute(sql`update ledger_entries set amount = amount`)).rejects.toThrow()
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow()
    await expect(db.execute(sql`delete from ledger_transfers`)).rejects.toThrow()
    expect(await ledgerViolations(db)).toEqual([])
  })

  it('leaves nothing behind when the surrounding transaction fails midway', async () => {
    const { db } = database
    const before = await ledgerSnapshot(db)
    await expect(
      db.transaction(async (tx) => {
        await postTransfer(tx, deposit(7, 10n, 'crash-1'))
        await postTransfer(tx, {
          ...deposit(7, 4n, 'crash-2'),
          type: 'transfer',
          from: { memberId: 7 },
          to: { memberId: 1 },
        })
        throw new Error('crash after two postings')
      }),
    ).rejects.toThrow('crash after two postings')
    const after = await ledgerSnapshot(db)
    expect(after.transfers).toEqual(before.transfers)
    expect(after.entries).toEqual(before.entries)
    expect(after.accounts.filter((a) => before.accounts.some((b) => b.id === a.id))).toEqual(before.accounts)
    expect(await ledgerViolations(db)).toEqual([])
  })
})
