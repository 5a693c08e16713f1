import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../platform/db/testing'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { DomainError } from '../../platform/http/domainError'
import { ensureSystemAccounts } from './ensureAccount'
import { getAccountBalances } from './getAccountBalances'
import { ledgerViolations } from './ledgerTesting'
import { postPendingTransfer } from './postPendingTransfer'
import { postTransfer, type PostTransferParameters } from './postTransfer'
import { reserveTransfer } from './reserveTransfer'
import { queryRows } from '../../platform/db/sql'
import { voidPendingTransfer } from './voidPendingTransfer'

// Real concurrency needs real connections: PGlite is a single connection that serialises everything.
const postgresUrl = process.env.TEST_DATABASE_URL
if (!postgresUrl)
  console.info('ledger concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL')

/** Settles every promise; returns the successes and the DomainError message keys of the failures. */
async function settle<T>(promises: Promise<T>[]) {
  const results = await Promise.allSettled(promises)
  const ok: T[] = []
  const errors: string[] = []
  for (const result of results) {
    if (result.status === 'fulfilled') ok.push(result.value)
    else if (result.reason instanceof DomainError) errors.push(result.reason.messageKey)
    else throw result.reason
  }
  return { ok, errors }
}

describe.runIf(postgresUrl)('ledger under concurrency on postgres', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { maxConnections: 25 })
    await insertTestMembers(database.db, memberIdRange(1, 100))
    await ensureSystemAccounts(database.db)
  })
  afterAll(() => database?.dispose())

  const fund = (memberId: number, amount: bigint, key: string) =>
    postTransfer(database.db, {
      idempotencyKey: key,
      currency: 'USDT',
      type: 'income',
      amount,
      from: { systemCode: 'chain_deposits' },
      to: { memberId },
    })
  const usdt = async (memberId: number) =>
    (await getAccountBalances(database.db, { owner: { memberId }, currency: 'USDT' }))[0]

  it('20 parallel spends of the whole balance: exactly one succeeds and the balance is 0', async () => {
    await fund(1, 1000n, 'fund-1')
    const { ok, errors } = await settle(
      Array.from({ length: 20 }, (_, i) =>
        postTransfer(database.db, {
          idempotencyKey: `spend-${i}`,
          currency: 'USDT',
          type: 'shopping_expense',
          amount: 1000n,
          from: { memberId: 1 },
          to: { systemCode: 'shop_revenue' },
        }),
      ),
    )
    expect(ok).toHaveLength(1)
    expect(errors).toEqual(Array(19).fill('insufficientBalance'))
    expect(await usdt(1)).toMatchObject({ balance: 0n, pendingDebits: 0n })
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('20 parallel withdrawal reservations of the whole balance: exactly one is reserved', async () => {
    await fund(2, 500n, 'fund-2')
    const { ok, errors } = await settle(
      Array.from({ length: 20 }, (_, i) =>
        reserveTransfer(database.db, {
          idempotencyKey: `withdraw-${i}`,
          currency: 'USDT',
          type: 'withdraw',
          amount: 500n,
          from: { memberId: 2 },
          to: { systemCode: 'withdrawal_clearing' },
        }),
      ),
    )
    expect(ok).toHaveLength(1)
    expect(errors).toHaveLength(19)
    expect(await usdt(2)).toMatchObject({ balance: 500n, pendingDebits: 500n, available: 0n })
    // Racing post and void of the same reservation: one wins, the other sees its outcome.
    const transferId = ok[0]?.transfer.id ?? 0
    const race = await settle([
      ...Array.from({ length: 10 }, () => postPendingTransfer(database.db, { transferId })),
      ...Array.from({ length: 10 }, () => voidPendingTransfer(database.db, { transferId })),
    ])
    expect(race.ok.filter((r) => !r.replayed)).toHaveLength(1)
    expect(race.errors.every((e) => e === 'transferNotPending')).toBe(true)
    expect(await usdt(2)).toMatchObject({ pendingDebits: 0n })
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('50 concurrent requests with one idempotency key: one effect, identical answers', async () => {
    await fund(3, 100n, 'fund-3')
    const parameters: PostTransferParameters = {
      idempotencyKey: 'pay-once',
      currency: 'USDT',
      type: 'transfer',
      amount: 60n,
      from: { memberId: 3 },
      to: { memberId: 4 },
    }
    const { ok, errors } = await settle(
      Array.from({ length: 50 }, () => postTransfer(database.db, parameters)),
    )
    expect(errors).toEqual([])
    expect(ok.filter((r) => !r.replayed)).toHaveLength(1)
    for (const result of ok) expect(result.transfer).toEqual(ok[0]?.transfer)
    const [count] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*)::text as n from ledger_transfers where idempotency_key = 'pay-once'`,
    )
    expect(count?.n).toBe('1')
    expect(await usdt(3)).toMatchObject({ balance: 40n })
    expect(await usdt(4)).toMatchObject({ balance: 60n })
  })

  it('crossing transfers between the same accounts neither deadlock nor lose money', async () => {
    await fund(5, 10_000n, 'fund-5')
    await fund(6, 10_000n, 'fund-6')
    const { ok, errors } = await settle(
      Array.from({ length: 200 }, (_, i) =>
        postTransfer(database.db, {
          idempotencyKey: `cross-${i}`,
          currency: 'USDT',
          type: 'transfer',
          amount: BigInt(1 + (i % 7)),
          from: { memberId: i % 2 === 0 ? 5 : 6 },
          to: { memberId: i % 2 === 0 ? 6 : 5 },
        }),
      ),
    )
    expect(errors).toEqual([])
    expect(ok).toHaveLength(200)
    const five = await usdt(5)
    const six = await usdt(6)
    expect((five?.balance ?? 0n) + (six?.balance ?? 0n)).toBe(20_000n)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('batched and in-transaction postings over the same few accounts at once: no deadlock, nothing lost', async () => {
    for (const memberId of [10, 11, 12, 13]) await fund(memberId, 1_000n, `fund-mixed-${memberId}`)
    const members = [10, 11, 12, 13]
    const { ok, errors } = await settle(
      Array.from({ length: 300 }, (_, i) => {
        const from = members[i % 4] ?? 10
        const to =
          i % 3 === 0 ? { systemCode: 'fee_pool' as const } : { memberId: members[(i * 7 + 1) % 4] ?? 11 }
        const parameters: PostTransferParameters = {
          idempotencyKey: `mixed-${i}`,
          currency: 'USDT',
          type: 'transfer',
          amount: BigInt(1 + ((i * 37) % 90)),
          from: { memberId: from },
          to: 'memberId' in to && to.memberId === from ? { systemCode: 'fee_pool' } : to,
        }
        return i % 2 === 0
          ? postTransfer(database.db, parameters)
          : database.db.transaction((tx) => postTransfer(tx, parameters))
      }),
    )
    expect(errors.every((e) => e === 'insufficientBalance')).toBe(true)
    expect(ok.length + errors.length).toBe(300)
    expect(ok.length).toBeGreaterThan(100)
    const [fees] = await getAccountBalances(database.db, {
      owner: { systemCode: 'fee_pool' },
      currency: 'USDT',
    })
    const held = await Promise.all(members.map(async (m) => (await usdt(m))?.balance ?? 0n))
    expect(held.reduce((a, b) => a + b, 0n) + (fees?.balance ?? 0n)).toBe(4_000n)
    expect(await ledgerViolations(database.db)).toEqual([])
  })
})
