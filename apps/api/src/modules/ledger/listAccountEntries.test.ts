import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { rejectionKey } from './ledgerTesting'
import {
  ENTRIES_PAGE_MAX,
  type LedgerEntry,
  listAccountEntries,
  type ListAccountEntriesParameters,
} from './listAccountEntries'
import { postTransfer } from './postTransfer'
import type { BillType, Currency } from './types'

describe.each(testDatabaseKinds)('listAccountEntries on %s', (kind) => {
  let database: TestDatabase
  // 130 movements for member 1 across both currencies and three types, plus noise for member 2.
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1, 100))
    const { db } = database
    await ensureSystemAccounts(db)
    const types: BillType[] = ['income', 'static_earnings', 'invite_reward']
    for (let i = 0; i < 130; i++) {
      const currency: Currency = i % 3 === 0 ? 'DPINE' : 'USDT'
      await postTransfer(db, {
        idempotencyKey: `e${i}`,
        currency,
        type: types[i % 3] ?? 'income',
        amount: BigInt(i + 1),
        from: { systemCode: 'operator_adjustments' },
        to: { memberId: i % 10 === 9 ? 2 : 1 },
        memo: `m${i}`,
      })
    }
  })
  afterAll(() => database.dispose())

  async function allPages(parameters: ListAccountEntriesParameters): Promise<LedgerEntry[]> {
    const all: LedgerEntry[] = []
    let cursor: string | undefined
    for (;;) {
      const page = await listAccountEntries(database.db, { ...parameters, ...(cursor ? { cursor } : {}) })
      all.push(...page.entries)
      if (!page.nextCursor) return all
      cursor = page.nextCursor
    }
  }

  it('pages through the owner’s entries newest first without gaps or repeats', async () => {
    const entries = await allPages({ owner: { memberId: 1 }, limit: 7 })
    expect(entries).toHaveLength(117)
    const ids = entries.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(ids.length)
    expect(entries[0]).toMatchObject({ amount: 129n, type: 'invite_reward', currency: 'USDT', memo: 'm128' })
  })

  it('filters by currency and by type', async () => {
    const dpine = await allPages({ owner: { memberId: 1 }, currency: 'DPINE', limit: 10 })
    expect(dpine.every((e) => e.currency === 'DPINE')).toBe(true)
    expect(dpine).toHaveLength(39)
    const rewards = await allPages({ owner: { memberId: 1 }, type: 'invite_reward' })
    expect(rewards.every((e) => e.type === 'invite_reward')).toBe(true)
    expect(rewards.length).toBe(39)
    const usdtEarnings = await allPages({ owner: { memberId: 1 }, currency: 'USDT', type: 'static_earnings' })
    expect(usdtEarnings.every((e) => e.currency === 'USDT' && e.type === 'static_earnings')).toBe(true)
    expect(usdtEarnings.length).toBe(39)
  })

  it('shows balance after each entry and the debit side for system accounts', async () => {
    const [latest, previous] = (
      await listAccountEntries(database.db, { owner: { memberId: 1 }, currency: 'USDT', limit: 2 })
    ).entries
    expect(latest && previous && latest.balanceAfter - previous.balanceAfter).toBe(latest?.amount)
    const { entries } = await listAccountEntries(database.db, {
      owner: { systemCode: 'operator_adjustments' },
      limit: 1,
    })
    expect(entries[0]?.amount).toBe(-130n)
  })

  it('caps the page size, answers an empty page for unknown owners, and rejects bad cursors', async () => {
    const { db } = database
    const page = await listAccountEntries(db, { owner: { memberId: 1 }, limit: 10_000 })
    expect(page.entries).toHaveLength(ENTRIES_PAGE_MAX)
    expect(await listAccountEntries(db, { owner: { memberId: 777 } })).toEqual({
      entries: [],
      nextCursor: null,
    })
    expect(await rejectionKey(listAccountEntries(db, { owner: { memberId: 1 }, cursor: 'abc' }))).toBe(
      'invalidParams',
    )
  })
})
