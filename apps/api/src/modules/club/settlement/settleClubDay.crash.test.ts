import { DEFAULT_CLUB_RULES as rules } from '@vita/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { ensureSystemAccounts } from '../../ledger'
import { ledgerSnapshot, ledgerViolations } from '../../ledger/ledgerTesting'
import { SETTLEMENT_STEPS, settleClubDay } from './settleClubDay'
import { expectSqlMatchesModel } from './settlementModelCheck'
import {
  fundAccount,
  insertClubMembers,
  insertClubOrders,
  ledgerPayouts,
  readClubSnapshot,
  rebuildMemberStats,
  type TestClubOrder,
} from './settlementTesting'

const usdt = (value: bigint) => value * 10n ** 18n
const DAY = '2026-01-10'
const order = (id: number, memberId: number, extra: Partial<TestClubOrder> = {}): TestClubOrder => ({
  id,
  memberId,
  amount: rules.orderPrice,
  status: 'active',
  activationDay: '2026-01-05',
  ...extra,
})

/** r (1) with directs 2, 3, 4: a V1 with static and dynamic income, a reorged rewarded order, a new invitee. */
async function seedClub(database: TestDatabase) {
  await ensureSystemAccounts(database.db)
  await insertClubMembers(
    database.db,
    [1, 2, 3, 4, 5].map((id) => ({
      id,
      referrerId: id === 1 ? null : id === 5 ? 4 : 1,
      joinedAt: new Date(id * 1000),
    })),
  )
  await insertClubOrders(database.db, [
    order(1, 1),
    ...[2, 3, 4, 5].map((n) => order(n, 2, { inviteRewardTo: n === 2 ? 1 : null })),
    ...[6, 7, 8, 9].map((n) => order(n, 3, { inviteRewardTo: n === 6 ? 1 : null })),
    order(10, 4, { status: 'failed', inviteRewardTo: 1 }),
    order(11, 4),
    order(12, 4),
    order(13, 5, { activationDay: DAY }),
  ])
  await rebuildMemberStats(database.db)
  await fundAccount(database.db, { systemCode: 'static_dividend_pool' }, usdt(5_000n), 'fund:static')
  await fundAccount(database.db, { systemCode: 'dynamic_pool' }, usdt(10_000n), 'fund:dynamic')
  await fundAccount(database.db, { systemCode: 'fee_pool' }, usdt(100n), 'fund:fee')
  await fundAccount(database.db, { memberId: 1 }, usdt(30n), 'fund:invites')
}

class InjectedCrash extends Error {}

describe.each(testDatabaseKinds)('settleClubDay crashes and races (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await seedClub(database)
  })
  afterAll(() => database.dispose())

  it('a crash after any step changes nothing; the re-run then pays each member exactly once', async () => {
    const before = { ledger: await ledgerSnapshot(database.db), club: await readClubSnapshot(database.db) }
    for (const crashAt of SETTLEMENT_STEPS) {
      const run = settleClubDay(database.db, {
        day: DAY,
        rules,
        afterStep: (step) => {
          if (step === crashAt) throw new InjectedCrash(`crash after ${step}`)
        },
      })
      await expect(run).rejects.toBeInstanceOf(InjectedCrash)
      expect({
        ledger: await ledgerSnapshot(database.db),
        club: await readClubSnapshot(database.db),
      }).toEqual(before)
    }
    const { sql } = await expectSqlMatchesModel(database.db, DAY, rules)
    expect(sql.static.membersPaid).toBeGreaterThan(0)
    expect(sql.dynamic.membersPaid).toBe(1)
    expect(sql.invites).toMatchObject({ granted: 2, reversed: 1 })
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('a re-run of the settled day (a crash after the commit) pays nothing twice', async () => {
    const paid = await ledgerPayouts(database.db, DAY)
    expect((await settleClubDay(database.db, { day: DAY, rules })).kind).toBe('alreadySettled')
    expect(await ledgerPayouts(database.db, DAY)).toEqual(paid)
  })

  it.runIf(kind === 'postgres')('two runners settling the same day at once settle it once', async () => {
    const next = '2026-01-11'
    const snapshot = await readClubSnapshot(database.db)
    const results = await Promise.all([
      settleClubDay(database.db, { day: next, rules }),
      settleClubDay(database.db, { day: next, rules }),
      settleClubDay(database.db, { day: next, rules }),
    ])
    expect(results.map((result) => result.kind).sort()).toEqual([
      'alreadySettled',
      'alreadySettled',
      'settled',
    ])
    const once = await createTestDatabase(kind)
    try {
      await seedClub(once)
      await settleClubDay(once.db, { day: DAY, rules })
      expect(await readClubSnapshot(once.db)).toEqual(snapshot)
      await settleClubDay(once.db, { day: next, rules })
      expect(await ledgerPayouts(database.db, next)).toEqual(await ledgerPayouts(once.db, next))
      expect(await readClubSnapshot(database.db)).toEqual(await readClubSnapshot(once.db))
    } finally {
      await once.dispose()
    }
    expect(await ledgerViolations(database.db)).toEqual([])
  })
})
