import { sql as drizzleSql } from 'drizzle-orm'
import { DEFAULT_CLUB_RULES as rules } from '@vita/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { ensureSystemAccounts } from '../../ledger'
import { ledgerSnapshot, ledgerViolations } from '../../ledger/ledgerTesting'
import {
  attachOrderLogs,
  insertClubNodes,
  ledgerNodePayouts,
  nodeRewardState,
  testNode,
} from './nodeRewardsTesting'
import { SETTLEMENT_STEPS, settleClubDay, type SettlementStep } from './settleClubDay'
import { expectSqlMatchesModel } from './settlementModelCheck'
import {
  fundAccount,
  insertClubOrders,
  insertTeamOfFive,
  ledgerPayouts,
  readClubSnapshot,
  rebuildMemberStats,
  teamOfFiveOrders,
  testOrder,
} from './settlementTesting'

const usdt = (value: bigint) => value * 10n ** 18n
const DAY = '2026-01-10'
/** r (1) with directs 2, 3, 4: a V1 with static and dynamic income, a reorged rewarded order, a new invitee. */
async function seedClub(database: TestDatabase) {
  await ensureSystemAccounts(database.db)
  await insertTeamOfFive(database.db)
  await insertClubOrders(database.db, [
    ...teamOfFiveOrders(),
    testOrder(10, 4, { status: 'failed', inviteRewardTo: 1 }),
    testOrder(11, 4),
    testOrder(12, 4),
    testOrder(13, 5, { activationDay: DAY }),
  ])
  await rebuildMemberStats(database.db)
  await fundAccount(database.db, { systemCode: 'static_dividend_pool' }, usdt(5_000n), 'fund:static')
  await fundAccount(database.db, { systemCode: 'dynamic_pool' }, usdt(10_000n), 'fund:dynamic')
  await fundAccount(database.db, { systemCode: 'fee_pool' }, usdt(100n), 'fund:fee')
  await fundAccount(database.db, { memberId: 1 }, usdt(30n), 'fund:invites')
}

class InjectedCrash extends Error {}

/** Settles DAY with a crash injected right after `crashAt`: the run must fail with it. */
async function expectCrashAfter(database: TestDatabase, crashAt: SettlementStep): Promise<void> {
  const run = settleClubDay(database.db, {
    day: DAY,
    rules,
    afterStep: (step) => {
      if (step === crashAt) throw new InjectedCrash(`crash after ${step}`)
    },
  })
  await expect(run).rejects.toBeInstanceOf(InjectedCrash)
}

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
      await expectCrashAfter(database, crashAt)
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

  it('a crash right after the node rewards changes nothing; the re-run pays each node once, a re-run of the day none', async () => {
    const club = await createTestDatabase(kind)
    try {
      await seedClub(club)
      // Order 13 activated today brought 30 USDT: 9 USDT for nodes, node 1 (r, V1) takes its 5 USDT limit.
      await attachOrderLogs(club.db, [{ id: 13, toFeePool: usdt(30n) }])
      await insertClubNodes(club.db, [testNode(1, 1), testNode(2, 2)])
      const before = await nodeRewardState(club.db)
      const crashes: SettlementStep[] = ['nodeRewards', 'orderStatuses', 'statements']
      for (const crashAt of crashes) {
        await expectCrashAfter(club, crashAt)
        expect(await nodeRewardState(club.db)).toEqual(before)
      }
      const settled = await settleClubDay(club.db, { day: DAY, rules })
      expect(settled).toMatchObject({ nodes: { rewardAmount: usdt(9n), paid: usdt(5n), activeNodes: 1 } })
      const paid = await ledgerNodePayouts(club.db, DAY)
      expect(paid.map((payout) => [payout.nodeId, payout.amount])).toEqual([[1, usdt(5n)]])
      expect((await settleClubDay(club.db, { day: DAY, rules })).kind).toBe('alreadySettled')
      expect(await ledgerNodePayouts(club.db, DAY)).toEqual(paid)
      expect(await ledgerViolations(club.db)).toEqual([])
    } finally {
      await club.dispose()
    }
  })

  it('orders rewritten after steps 3 and 4 read them still earn their dividends once (found by id)', async () => {
    const club = await createTestDatabase(kind)
    try {
      await seedClub(club)
      // Order 1 (member 1, a V1) earns both kinds, order 6 (member 3) the static one: new row versions
      // after the steps read them, as a concurrent write would make.
      const { sql: settled } = await expectSqlMatchesModel(club.db, DAY, rules, async (step, tx) => {
        if (step === 'dynamicDividends')
          await tx.execute(drizzleSql`update club_orders set updated_at = updated_at where id in (1, 6)`)
      })
      expect(settled.static.membersPaid).toBeGreaterThan(0)
      expect(settled.dynamic.membersPaid).toBe(1)
      expect(await ledgerViolations(club.db)).toEqual([])
    } finally {
      await club.dispose()
    }
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
