import { seedFrom } from '@vita/shared/prng'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { DomainError } from '../../platform/http/domainError'
import type { Db } from '../../platform/db/client'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { ensureAccount, ensureSystemAccounts } from './ensureAccount'
import { getAccountBalances } from './getAccountBalances'
import { createRandom, ledgerSnapshot, ledgerViolations, type Random } from './ledgerTesting'
import { postTransfer, type PostTransferParameters } from './postTransfer'
import { configureTransferBatching, transferBatcherFor } from './transferBatcher'
import type { AccountOwner, Currency } from './types'

const SEED = seedFrom('LEDGER_SEED', 20_261_121)
const MEMBERS = [1, 2, 3, 4]
const OWNERS: AccountOwner[] = [
  ...MEMBERS.map((memberId) => ({ memberId })),
  { systemCode: 'fee_pool' },
  { systemCode: 'chain_deposits' },
]

type Answer = { replayed: boolean; transfer: unknown } | { error: string }

async function answerOf(promise: ReturnType<typeof postTransfer>): Promise<Answer> {
  try {
    const { replayed, transfer } = await promise
    // Ids differ: a refused single statement still draws a transfer id from the sequence.
    const { id: _id, createdAt: _createdAt, resolvedAt: _resolvedAt, ...stable } = transfer
    return { replayed, transfer: stable }
  } catch (error) {
    if (error instanceof DomainError) return { error: error.messageKey }
    throw error
  }
}

/**
 * The whole ledger without timestamps (two databases never share a clock) and with transfers named by
 * their idempotency keys (refused single statements draw ids too). Entries keep their order.
 */
async function ledgerContent(db: Db) {
  const { accounts, transfers, entries } = await ledgerSnapshot(db)
  const keyOf = new Map(transfers.map((t) => [t.id, t.idempotencyKey]))
  return {
    accounts,
    transfers: transfers.map(({ id: _id, createdAt: _c, resolvedAt: _r, ...rest }) => rest),
    entries: entries.map(({ id: _id, transferId, createdAt: _c, ...rest }) => ({
      ...rest,
      transfer: keyOf.get(transferId),
    })),
  }
}

/** A random posting: deposits, spends, transfers and fees; overdrafts, same-account and replayed keys. */
function randomPosting(
  random: Random,
  key: string,
  earlier: PostTransferParameters[],
): PostTransferParameters {
  const roll = random.next()
  const previous = earlier.length > 0 ? random.pick(earlier) : undefined
  if (previous && roll < 0.1) return previous
  if (previous && roll < 0.15) return { ...previous, amount: previous.amount + 1n }
  const currency = random.pick<Currency>(['USDT', 'DPINE'])
  const from: AccountOwner =
    random.next() < 0.3 ? { systemCode: 'chain_deposits' } : random.pick(OWNERS.slice(0, 5))
  const to = random.next() < 0.05 ? from : random.pick(OWNERS.slice(0, 5))
  return {
    idempotencyKey: key,
    currency,
    type: 'systemCode' in from && from.systemCode === 'chain_deposits' ? 'income' : 'transfer',
    amount: BigInt(1 + random.int(300)),
    from,
    to,
    reference: { type: 'batch-test', id: key },
  }
}

describe.each(testDatabaseKinds)('batched postings on %s', (kind) => {
  let batched: TestDatabase
  let oneByOne: TestDatabase
  beforeAll(async () => {
    batched = await createTestDatabase(kind)
    oneByOne = await createTestDatabase(kind)
    // One batch at a time: what is posted in one tick is one batch, whose order (key order) is defined.
    configureTransferBatching(batched.db, { maxBatchSize: 128, maxInFlight: 1 })
    for (const { db } of [batched, oneByOne]) {
      await insertTestMembers(db, memberIdRange(1, 10))
      await ensureSystemAccounts(db)
      for (const memberId of MEMBERS) {
        for (const currency of ['USDT', 'DPINE'] as const)
          await ensureAccount(db, { owner: { memberId }, currency })
      }
    }
  })
  afterAll(async () => {
    await batched?.dispose()
    await oneByOne?.dispose()
  })

  it('a batch answers and changes exactly what posting its items one at a time in key order does', async () => {
    const random = createRandom(SEED)
    const earlier: PostTransferParameters[] = []
    let batchedItems = 0
    for (let round = 0; round < 12; round++) {
      const items = Array.from({ length: 1 + random.int(40) }, (_, i) =>
        randomPosting(random, `r${String(round).padStart(2, '0')}-${String(i).padStart(3, '0')}`, earlier),
      )
      // Posted in one tick: one batch (up to the batch size).
      const batchedAnswers = await Promise.all(items.map((item) => answerOf(postTransfer(batched.db, item))))
      batchedItems += items.length
      // The same items one statement each (inside a transaction: never batched), in key order.
      const order = items
        .map((item, index) => ({ item, index }))
        .sort((a, b) =>
          a.item.idempotencyKey === b.item.idempotencyKey
            ? a.index - b.index
            : a.item.idempotencyKey < b.item.idempotencyKey
              ? -1
              : 1,
        )
      const oneByOneAnswers: Answer[] = Array.from({ length: items.length })
      for (const { item, index } of order) {
        oneByOneAnswers[index] = await answerOf(oneByOne.db.transaction((tx) => postTransfer(tx, item)))
      }
      expect(batchedAnswers, `round ${round}`).toEqual(oneByOneAnswers)
      expect(await ledgerContent(batched.db)).toEqual(await ledgerContent(oneByOne.db))
      expect(await ledgerViolations(batched.db)).toEqual([])
      earlier.push(...items)
    }
    // The rounds did exercise every outcome.
    const all = await Promise.all(earlier.map((item) => answerOf(postTransfer(batched.db, item))))
    expect(all.some((a) => 'replayed' in a && a.replayed)).toBe(true)
    expect(all.some((a) => 'error' in a && a.error === 'idempotencyMismatch')).toBe(true)
    expect(batchedItems).toBeGreaterThan(100)
    // They went as batches (not one by one), and no batch fell back to posting its items alone.
    const stats = transferBatcherFor(batched.db).stats()
    expect(stats.batches).toBeLessThan(stats.items / 5)
    expect(stats.failedBatches).toBe(0)
  }, 120_000)

  it("never batches inside a caller's transaction (the handle there is a PgTransaction)", async () => {
    expect(batched.db).not.toBeInstanceOf(PgTransaction)
    await oneByOne.db.transaction(async (tx) => {
      expect(tx).toBeInstanceOf(PgTransaction)
    })
  })

  it('refusals inside a batch change nothing and do not stop the other items', async () => {
    const { db } = batched
    await postTransfer(db, {
      idempotencyKey: 'refusals-fund',
      currency: 'USDT',
      type: 'income',
      amount: 100n,
      from: { systemCode: 'chain_deposits' },
      to: { memberId: 9 },
    })
    const [before] = await getAccountBalances(db, { owner: { memberId: 9 }, currency: 'USDT' })
    const spend = (key: string, amount: bigint, to: AccountOwner = { systemCode: 'fee_pool' }) =>
      answerOf(
        postTransfer(db, {
          idempotencyKey: key,
          currency: 'USDT',
          type: 'service_fee',
          amount,
          from: { memberId: 9 },
          to,
        }),
      )
    // Key order: a (ok), b (now insufficient: a went first), c (same account), d (ok).
    const [a, b, c, d] = await Promise.all([
      spend('refusals-a', 60n),
      spend('refusals-b', 60n),
      spend('refusals-c', 1n, { memberId: 9 }),
      spend('refusals-d', 40n),
    ])
    expect(a).toMatchObject({ replayed: false })
    expect(b).toEqual({ error: 'insufficientBalance' })
    expect(c).toEqual({ error: 'invalidParams' })
    expect(d).toMatchObject({ replayed: false })
    const [after] = await getAccountBalances(db, { owner: { memberId: 9 }, currency: 'USDT' })
    expect((before?.balance ?? 0n) - (after?.balance ?? 0n)).toBe(100n)
    expect(await ledgerViolations(db)).toEqual([])
  })

  it("creates a member's missing account and posts, even when its first transfers share a batch", async () => {
    const { db } = batched
    const deposits = [7, 7, 8].map((memberId, i) =>
      postTransfer(db, {
        idempotencyKey: `new-account-${i}`,
        currency: 'DPINE',
        type: 'income',
        amount: 5n,
        from: { systemCode: 'chain_deposits' },
        to: { memberId },
      }),
    )
    expect((await Promise.all(deposits)).map((r) => r.replayed)).toEqual([false, false, false])
    const [seven] = await getAccountBalances(db, { owner: { memberId: 7 }, currency: 'DPINE' })
    expect(seven?.balance).toBe(10n)
    expect(await ledgerViolations(db)).toEqual([])
  })
})
