import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { insertTestMembers } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { getAccountBalances } from './getAccountBalances'
import { ledgerViolations, UNIT } from './ledgerTesting'
import { listAccountEntries } from './listAccountEntries'
import { postTransfer } from './postTransfer'
import { sumAccountByType } from './sumAccountByType'
import { sumMemberEntries } from './sumMemberEntries'

describe.each(testDatabaseKinds)("a member's available and claimable accounts (%s)", (kind) => {
  let database: TestDatabase
  const member = 1
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [member])
    await ensureSystemAccounts(database.db)
    await postTransfer(database.db, {
      idempotencyKey: 'fund-pool',
      currency: 'USDT',
      type: 'income',
      amount: 100n * UNIT,
      from: { systemCode: 'chain_deposits' },
      to: { systemCode: 'static_dividend_pool' },
    })
    await postTransfer(database.db, {
      idempotencyKey: 'accrue',
      currency: 'USDT',
      type: 'static_earnings',
      amount: 7n * UNIT,
      from: { systemCode: 'static_dividend_pool' },
      to: { memberId: member, purpose: 'claimable' },
    })
  })
  afterAll(() => database.dispose())

  it('keeps them apart: balances, the bill log and entry sums see the available account unless told otherwise', async () => {
    const [available] = await getAccountBalances(database.db, {
      owner: { memberId: member },
      currency: 'USDT',
    })
    const [claimable] = await getAccountBalances(database.db, {
      owner: { memberId: member, purpose: 'claimable' },
      currency: 'USDT',
    })
    expect(available?.balance).toBe(0n)
    expect(claimable?.balance).toBe(7n * UNIT)
    const bills = await listAccountEntries(database.db, { owner: { memberId: member } })
    expect(bills.entries).toEqual([])
    const window = { windowFrom: new Date(0), windowTo: new Date('2100-01-01T00:00:00Z') }
    const sum = (purpose?: 'claimable') =>
      sumMemberEntries(database.db, {
        memberId: member,
        currency: 'USDT',
        type: 'static_earnings',
        ...window,
        purpose,
      })
    expect((await sum()).total).toBe(0n)
    expect((await sum('claimable')).total).toBe(7n * UNIT)
    const byType = await sumAccountByType(database.db, {
      owner: { memberId: member, purpose: 'claimable' },
      currency: 'USDT',
    })
    expect(byType).toEqual(new Map([['static_earnings', 7n * UNIT]]))
  })

  it('group-commits concurrent postings to the available account of a member who also has a claimable one', async () => {
    // The batch statement looked accounts up by member and currency: with two accounts that lookup failed.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postTransfer(database.db, {
          idempotencyKey: `batch:${index}`,
          currency: 'USDT',
          type: 'income',
          amount: UNIT,
          from: { systemCode: 'chain_deposits' },
          to: { memberId: member },
        }),
      ),
    )
    const [available] = await getAccountBalances(database.db, {
      owner: { memberId: member },
      currency: 'USDT',
    })
    expect(available?.balance).toBe(20n * UNIT)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('gives a claimable owner its own request hash, so a key reused for the other account is refused', async () => {
    await expect(
      postTransfer(database.db, {
        idempotencyKey: 'accrue',
        currency: 'USDT',
        type: 'static_earnings',
        amount: 7n * UNIT,
        from: { systemCode: 'static_dividend_pool' },
        to: { memberId: member },
      }),
    ).rejects.toMatchObject({ messageKey: 'idempotencyMismatch' })
  })
})
