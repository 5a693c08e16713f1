import { seedFrom } from '@vita/shared/prng'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../platform/db/client'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { queryRows } from '../../platform/db/sql'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { createRandom, ledgerSnapshot, ledgerViolations, rejectionKey, relationOf } from './ledgerTesting'
import { postTransfer, type PostTransferParameters } from './postTransfer'
import { postTransferSet } from './postTransferSet'
import type { AccountOwner } from './types'

const SEED = seedFrom('LEDGER_SET_SEED', 20_261_123)
const MEMBERS = memberIdRange(1, 6)
const OWNERS: AccountOwner[] = [
  ...MEMBERS.map((memberId) => ({ memberId })),
  ...MEMBERS.map((memberId) => ({ memberId, purpose: 'claimable' as const })),
  { systemCode: 'fee_pool' },
  { systemCode: 'static_dividend_pool' },
]
const ownerName = (owner: AccountOwner) =>
  'memberId' in owner ? `m${owner.memberId}:${owner.purpose ?? 'available'}` : owner.systemCode

/** Transfers a one-by-one posting takes without a refusal: deposits, then spends within balances. */
function randomTransfers(seed: number, count: number): PostTransferParameters[] {
  const random = createRandom(seed)
  const balances = new Map<string, bigint>()
  const transfers: PostTransferParameters[] = []
  for (let index = 0; transfers.length < count; index++) {
    const deposit = random.next() < 0.35
    const from: AccountOwner = deposit ? { systemCode: 'chain_deposits' } : random.pick(OWNERS)
    const to = random.pick(OWNERS.filter((owner) => ownerName(owner) !== ownerName(from)))
    const currency = random.pick(['USDT', 'DPINE'] as const)
    const account = (owner: AccountOwner) => `${ownerName(owner)}:${currency}`
    const have = balances.get(account(from)) ?? 0n
    const amount = BigInt(1 + random.int(deposit ? 500 : 200))
    if (!deposit && have < amount) continue
    if (!deposit) balances.set(account(from), have - amount)
    balances.set(account(to), (balances.get(account(to)) ?? 0n) + amount)
    transfers.push({
      idempotencyKey: `set-test:${seed}:${index}`,
      currency,
      type: deposit ? 'income' : 'transfer',
      amount,
      from,
      to,
      ...(random.next() < 0.5 ? { reference: { type: 'set-test', id: String(index) } } : {}),
    })
  }
  return transfers
}

/** The ledger with accounts named by owner and transfers by key: ids differ with creation order. */
async function ledgerContent(db: Db) {
  const { accounts, transfers, entries } = await ledgerSnapshot(db)
  const accountName = new Map(
    accounts.map((a) => [a.id, `${a.memberId ?? a.systemCode}:${a.purpose}:${a.currency}`]),
  )
  const keyOf = new Map(transfers.map((t) => [t.id, t.idempotencyKey]))
  return {
    accounts: accounts
      .map(({ id, memberId: _m, systemCode: _s, purpose: _p, currency: _c, ...rest }) => ({
        account: accountName.get(id),
        ...rest,
      }))
      .sort((a, b) => String(a.account).localeCompare(String(b.account))),
    transfers: transfers.map(
      ({ id: _id, createdAt: _c, resolvedAt: _r, debitAccountId, creditAccountId, ...rest }) => ({
        ...rest,
        debit: accountName.get(debitAccountId),
        credit: creditAccountId === null ? null : accountName.get(creditAccountId),
      }),
    ),
    entries: entries.map(({ id: _id, transferId, accountId, createdAt: _c, ...rest }) => ({
      ...rest,
      account: accountName.get(accountId),
      transfer: keyOf.get(transferId),
    })),
  }
}

describe.each(testDatabaseKinds)('postTransferSet (%s)', (kind) => {
  let setDb: TestDatabase
  let oneByOne: TestDatabase
  beforeAll(async () => {
    ;[setDb, oneByOne] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)])
    for (const database of [setDb, oneByOne]) {
      await insertTestMembers(database.db, MEMBERS)
      await ensureSystemAccounts(database.db)
    }
  })
  afterAll(async () => {
    await Promise.all([setDb.dispose(), oneByOne.dispose()])
  })

  const postSet = (transfers: readonly PostTransferParameters[]) =>
    setDb.db.transaction((tx) => postTransferSet(tx, { transfers: relationOf(transfers) }))

  it('posts like postTransfer one by one: same balances, transfers, entries and balance_after', async () => {
    for (const round of [0, 1, 2]) {
      const transfers = randomTransfers(SEED + round, 60)
      try {
        expect(await postSet(transfers)).toEqual({ posted: 60, replayed: 0 })
        await oneByOne.db.transaction(async (tx) => {
          for (const transfer of transfers) await postTransfer(tx, transfer)
        })
        expect(await ledgerContent(setDb.db)).toEqual(await ledgerContent(oneByOne.db))
        expect(await ledgerViolations(setDb.db)).toEqual([])
      } catch (error) {
        console.error(`postTransferSet differential failed with LEDGER_SET_SEED=${SEED} (round ${round})`)
        throw error
      }
    }
  })

  it('a set touching few of the accounts (updated through key probes in id order) posts like one by one', async () => {
    // With statistics, two accounts of ~26 are below an eighth: the balance update probes them by key.
    for (const database of [setDb, oneByOne]) await database.db.execute(sql`analyze ledger_accounts`)
    const transfers = randomTransfers(SEED + 50, 1)
    expect(await postSet(transfers)).toEqual({ posted: 1, replayed: 0 })
    for (const transfer of transfers) await postTransfer(oneByOne.db, transfer)
    expect(await ledgerContent(setDb.db)).toEqual(await ledgerContent(oneByOne.db))
    expect(await ledgerViolations(setDb.db)).toEqual([])
  })

  it('a replayed set changes nothing, and postTransfer replays its keys (same request hash)', async () => {
    const transfers = randomTransfers(SEED + 100, 20)
    await postSet(transfers)
    const before = await ledgerSnapshot(setDb.db)
    expect(await postSet(transfers)).toEqual({ posted: 0, replayed: 20 })
    const first = transfers[0] as PostTransferParameters
    expect((await postTransfer(setDb.db, first)).replayed).toBe(true)
    expect(await ledgerSnapshot(setDb.db)).toEqual(before)
    expect(await rejectionKey(postSet([{ ...first, amount: first.amount + 1n }]))).toBe('idempotencyMismatch')
    expect(await ledgerSnapshot(setDb.db)).toEqual(before)
  })

  it('posts the new keys of a set that repeats posted ones, and a key given twice once', async () => {
    const posted = randomTransfers(SEED + 200, 6)
    await postSet(posted.slice(0, 3))
    const fresh = posted.slice(3)
    expect(await postSet([...posted.slice(0, 3), ...fresh, fresh[0] as PostTransferParameters])).toEqual({
      posted: 3,
      replayed: 4,
    })
    const [keys] = await queryRows<{ n: string }>(
      setDb.db,
      sql`select count(*)::text as n from ledger_transfers where idempotency_key like ${`set-test:${SEED + 200}:%`}`,
    )
    expect(keys?.n).toBe('6')
    expect(await ledgerViolations(setDb.db)).toEqual([])
  })

  it('refuses the whole set when a running balance would overdraw, even if the final one would not', async () => {
    const before = await ledgerSnapshot(setDb.db)
    const spendFirst: PostTransferParameters[] = [
      {
        idempotencyKey: 'overdraw:1',
        currency: 'USDT',
        type: 'transfer',
        amount: 10n ** 30n,
        from: { memberId: 1 },
        to: { memberId: 2 },
      },
      {
        idempotencyKey: 'overdraw:2',
        currency: 'USDT',
        type: 'income',
        amount: 10n ** 30n,
        from: { systemCode: 'chain_deposits' },
        to: { memberId: 1 },
      },
    ]
    expect(await rejectionKey(postSet(spendFirst))).toBe('insufficientBalance')
    expect(await rejectionKey(postSet(spendFirst.slice(0, 1)))).toBe('insufficientBalance')
    expect(await ledgerSnapshot(setDb.db)).toEqual(before)
    expect(await postSet([...spendFirst].reverse())).toEqual({ posted: 2, replayed: 0 })
    expect(await ledgerViolations(setDb.db)).toEqual([])
  })

  it('an empty set posts nothing', async () => {
    expect(await postSet([])).toEqual({ posted: 0, replayed: 0 })
  })
})
