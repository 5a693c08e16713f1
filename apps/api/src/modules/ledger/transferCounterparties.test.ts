import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../platform/db/sql'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { getAccountBalances } from './getAccountBalances'
import { UNIT } from './ledgerTesting'
import { postTransfer } from './postTransfer'
import { reserveTransfer } from './reserveTransfer'
import { transferCounterparties } from './transferCounterparties'
import type { AccountOwner } from './types'

/** What other modules read of the ledger: counterparties, and the views ledger_member_balances, ledger_transfer_keys. */
describe.each(testDatabaseKinds)('the ledger as other modules read it (%s)', (kind) => {
  let database: TestDatabase
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1, 3))
    await ensureSystemAccounts(database.db)
    const post = async (key: string, from: AccountOwner, to: AccountOwner) => {
      const { transfer } = await postTransfer(database.db, {
        idempotencyKey: key,
        currency: 'USDT',
        type: 'transfer',
        amount: 10n * UNIT,
        from,
        to,
      })
      ids[key] = transfer.id
    }
    await post('deposit', { systemCode: 'chain_deposits' }, { memberId: 1 })
    await post('to-2', { memberId: 1 }, { memberId: 2 })
    await post('from-3', { systemCode: 'chain_deposits' }, { memberId: 3 })
    await post('3-to-1', { memberId: 3 }, { memberId: 1 })
    await post('own', { memberId: 2 }, { memberId: 2, purpose: 'claimable' })
    await reserveTransfer(database.db, {
      idempotencyKey: 'withdraw',
      currency: 'USDT',
      type: 'withdraw',
      amount: 4n * UNIT,
      from: { memberId: 1 },
      to: { systemCode: 'withdrawal_clearing' },
    })
  })
  afterAll(() => database.dispose())

  it('names the other member of each transfer, none for a system account or the member’s own accounts', async () => {
    const of = (...keys: string[]) => keys.map((key) => ids[key] ?? 0)
    expect(
      await transferCounterparties(database.db, {
        memberId: 1,
        transferIds: of('deposit', 'to-2', '3-to-1'),
      }),
    ).toEqual(
      new Map([
        [ids['to-2'], 2],
        [ids['3-to-1'], 3],
      ]),
    )
    expect(
      await transferCounterparties(database.db, { memberId: 2, transferIds: of('to-2', 'own') }),
    ).toEqual(new Map([[ids['to-2'], 1]]))
    expect(await transferCounterparties(database.db, { memberId: 1, transferIds: [] })).toEqual(new Map())
  })

  it('ledger_member_balances answers what getAccountBalances does, member accounts only', async () => {
    const rows = await queryRows<{ member_id: string; purpose: string; balance: string; available: string }>(
      database.db,
      sql`select member_id::text, purpose, balance::text, available::text from ledger_member_balances
        where currency = 'USDT' order by member_id, purpose`,
    )
    const expected = []
    for (const memberId of [1, 2, 3])
      for (const purpose of ['available', 'claimable'] as const) {
        const [balance] = await getAccountBalances(database.db, {
          owner: { memberId, purpose },
          currency: 'USDT',
        })
        if (balance?.accountId !== null && balance !== undefined)
          expected.push({
            member_id: String(memberId),
            purpose,
            balance: balance.balance.toString(),
            available: balance.available.toString(),
          })
      }
    expect(rows).toEqual(expected)
    expect(rows[0]).toMatchObject({ balance: String(10n * UNIT), available: String(6n * UNIT) })
  })

  it('ledger_transfer_keys finds a transfer by its idempotency key', async () => {
    const rows = await queryRows<{ id: string; idempotency_key: string }>(
      database.db,
      sql`select id::text, idempotency_key from ledger_transfer_keys where idempotency_key in ('to-2', 'nothing')`,
    )
    expect(rows).toEqual([{ id: String(ids['to-2']), idempotency_key: 'to-2' }])
  })
})
