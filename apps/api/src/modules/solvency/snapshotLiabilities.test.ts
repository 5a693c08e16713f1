import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHUNK_LEAVES, memberCommitment, verifySumProof } from '@vita/shared/solvency'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { queryRows } from '../../platform/db/sql'
import { ensureSystemAccounts, postTransfer, reserveTransfer } from '../ledger'
import { UNIT } from '../ledger/ledgerTesting'
import { insertTestMembers } from '../members/membersTesting'
import { memberSolvencyProof } from './memberSolvencyProof'
import { snapshotLiabilities } from './snapshotLiabilities'

const DAY = '2026-11-28'
const CURRENCIES = ['USDT', 'DPINE'] as const
const SALT_KEY = 'solvency-test-salt-key-solvency-test-salt-key'
/** More than one chunk, the last one partial. */
const MEMBERS = Array.from({ length: CHUNK_LEAVES + 6 }, (_, i) => i + 1)

describe.each(testDatabaseKinds)("a day's liabilities snapshot (%s)", (kind) => {
  let database: TestDatabase
  const db = () => database.db
  const snapshot = () => snapshotLiabilities(db(), { day: DAY, currencies: CURRENCIES, saltKey: SALT_KEY })
  /** Each member's balances per currency as the ledger holds them: every account of theirs summed. */
  const ledgerBalances = async () => {
    const rows = await queryRows<{ member_id: string; currency: string; balance: string }>(
      db(),
      sql`select member_id::text, currency, sum(balance)::text as balance from ledger_accounts
        where member_id is not null group by member_id, currency`,
    )
    const byMember = new Map<number, bigint[]>()
    for (const row of rows) {
      const amounts = byMember.get(Number(row.member_id)) ?? [0n, 0n]
      amounts[CURRENCIES.indexOf(row.currency as (typeof CURRENCIES)[number])] = BigInt(row.balance)
      byMember.set(Number(row.member_id), amounts)
    }
    return byMember
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(db(), MEMBERS)
    await ensureSystemAccounts(db())
    const move = (
      key: string,
      memberId: number,
      amount: bigint,
      currency: 'USDT' | 'DPINE',
      purpose?: 'claimable' | 'staked',
    ) =>
      postTransfer(db(), {
        idempotencyKey: key,
        currency,
        type: 'income',
        amount,
        from: { systemCode: 'chain_deposits' },
        to: purpose ? { memberId, purpose } : { memberId },
      })
    // Every third member nothing at all; the others some of each kind of account.
    for (const memberId of MEMBERS.filter((id) => id % 3 !== 0)) {
      await move(`usdt:${memberId}`, memberId, BigInt(memberId) * UNIT, 'USDT')
      if (memberId % 2 === 0) await move(`dpine:${memberId}`, memberId, 7n * UNIT, 'DPINE')
      if (memberId % 5 === 0) await move(`claimable:${memberId}`, memberId, 3n * UNIT, 'USDT', 'claimable')
      if (memberId % 7 === 0) await move(`staked:${memberId}`, memberId, 11n * UNIT, 'DPINE', 'staked')
    }
    // A pending withdrawal: reserved, still the member's until it is paid out.
    await reserveTransfer(db(), {
      idempotencyKey: 'withdraw:2',
      currency: 'USDT',
      type: 'withdraw',
      amount: 1n * UNIT,
      from: { memberId: 2 },
      to: { systemCode: 'withdrawal_clearing' },
    })
  })
  afterAll(() => database.dispose())

  it("counts every member once, zero balances too, with their ledger balances, and the ledger's totals", async () => {
    const taken = await snapshot()
    if (taken.kind !== 'taken') throw new Error('expected the snapshot to be taken')
    expect(taken.leafCount).toBe(MEMBERS.length)
    const balances = await ledgerBalances()
    const expected = CURRENCIES.map((_, c) =>
      [...balances.values()].reduce((sum, amounts) => sum + (amounts[c] ?? 0n), 0n),
    )
    expect(taken.totals).toEqual(expected)
    // The members' totals are what the system accounts owe them: every currency sums to zero.
    const [system] = await queryRows<{ usdt: string; dpine: string }>(
      db(),
      sql`select coalesce(sum(balance) filter (where currency = 'USDT'), 0)::text as usdt,
          coalesce(sum(balance) filter (where currency = 'DPINE'), 0)::text as dpine
        from ledger_accounts where member_id is null`,
    )
    expect([-BigInt(system?.usdt ?? '0'), -BigInt(system?.dpine ?? '0')]).toEqual(expected)
    const stored = await queryRows<{ ids: string[] }>(
      db(),
      sql`select member_ids::text[] as ids from solvency_chunks where day = ${DAY}::date order by chunk_index`,
    )
    expect(stored.flatMap((chunk) => chunk.ids.map(Number))).toEqual(MEMBERS)
  })

  it('gives each member a proof of their own balances that verifies against the day’s root', async () => {
    const [day] = await queryRows<{ root: `0x${string}`; totals: string[] }>(
      db(),
      sql`select root, totals::text[] as totals from solvency_days where day = ${DAY}::date`,
    )
    const root = day?.root ?? '0x'
    const totals = (day?.totals ?? []).map((total) => BigInt(total))
    const balances = await ledgerBalances()
    for (const memberId of [1, 2, 3, CHUNK_LEAVES, CHUNK_LEAVES + 1, MEMBERS.length]) {
      const proof = await memberSolvencyProof(db(), { day: DAY, memberId, saltKey: SALT_KEY })
      expect(proof.leaf.amounts).toEqual(balances.get(memberId) ?? [0n, 0n])
      expect(proof.leaf.memberCommitment).toBe(
        memberCommitment({ salt: proof.salt, memberId: proof.memberUuid }),
      )
      expect(verifySumProof({ leaf: proof.leaf, proof: proof.proof, root, totals })).toBe('included')
      const tampered = {
        ...proof.leaf,
        amounts: [(proof.leaf.amounts[0] ?? 0n) + 1n, proof.leaf.amounts[1] ?? 0n],
      }
      expect(verifySumProof({ leaf: tampered, proof: proof.proof, root, totals })).toBe('notIncluded')
    }
    // Member 2's pending withdrawal is still owed to them: counted in their USDT.
    expect(
      (await memberSolvencyProof(db(), { day: DAY, memberId: 2, saltKey: SALT_KEY })).leaf.amounts[0],
    ).toBe(2n * UNIT)
  })

  it('takes a day once: a second run changes nothing', async () => {
    const before = await queryRows(db(), sql`select * from solvency_chunks order by day, chunk_index`)
    const again = await snapshot()
    expect(again.kind).toBe('alreadyTaken')
    expect(await queryRows(db(), sql`select * from solvency_chunks order by day, chunk_index`)).toEqual(
      before,
    )
  })

  it('answers notFound for a member not in the day and for a day not taken', async () => {
    await expect(
      memberSolvencyProof(db(), { day: DAY, memberId: 10_000, saltKey: SALT_KEY }),
    ).rejects.toMatchObject({
      messageKey: 'notFound',
    })
    await expect(
      memberSolvencyProof(db(), { day: '2026-11-01', memberId: 1, saltKey: SALT_KEY }),
    ).rejects.toMatchObject({
      messageKey: 'notFound',
    })
  })
})
