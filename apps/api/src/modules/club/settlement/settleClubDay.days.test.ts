import { DEFAULT_CLUB_RULES as rules, type ClubRules } from '@vita/shared'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { ensureSystemAccounts } from '../../ledger'
import { ledgerSnapshot, ledgerViolations } from '../../ledger/ledgerTesting'
import { settleClubDay } from './settleClubDay'
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
const price = usdt(224n)
const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}`
const joined = (n: number) => new Date(Date.UTC(2025, 11, 1, 0, 0, n))
const order = (
  id: number,
  memberId: number,
  activatedOn: number,
  extra: Partial<TestClubOrder> = {},
): TestClubOrder => ({
  id,
  memberId,
  amount: price,
  status: 'active',
  activationDay: day(activatedOn),
  ...extra,
})
type Pools = { static?: bigint; dynamic?: bigint; fee?: bigint }

// The shared model's hand-computed days (packages/shared/src/club/settleDay.test.ts), settled by the SQL.
describe.each(testDatabaseKinds)('settleClubDay on hand-computed days (%s)', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await ensureSystemAccounts(database.db)
  })
  afterEach(() => database.dispose())

  async function club(members: [number, number | null][], orders: TestClubOrder[], pools: Pools) {
    await insertClubMembers(
      database.db,
      members.map(([id, referrerId]) => ({ id, referrerId, joinedAt: joined(id) })),
    )
    await insertClubOrders(database.db, orders)
    await rebuildMemberStats(database.db)
    await fundAccount(database.db, { systemCode: 'static_dividend_pool' }, pools.static ?? 0n, 'fund:static')
    await fundAccount(database.db, { systemCode: 'dynamic_pool' }, pools.dynamic ?? 0n, 'fund:dynamic')
    await fundAccount(database.db, { systemCode: 'fee_pool' }, pools.fee ?? 0n, 'fund:fee')
    // What earlier days granted: the rewards already on orders sit in the referrers' claimable accounts.
    for (const o of orders)
      if (o.inviteRewardTo)
        await fundAccount(
          database.db,
          { memberId: o.inviteRewardTo },
          rules.inviteReward,
          `fund:invite:${o.id}`,
        )
  }

  /** r (1) invites a (2), b (3), c (4); a and b hold 4 orders each: with c's, 2,240 USDT at 10 orders. */
  const team = (cOrders: TestClubOrder[], rLevel = 0) => ({
    members: [
      [1, null],
      [2, 1],
      [3, 1],
      [4, 1],
    ] as [number, number | null][],
    orders: [
      order(1, 1, 5),
      ...[1, 2, 3, 4].map((n) => order(10 + n, 2, 5, { inviteRewardTo: n === 1 ? 1 : null })),
      ...[1, 2, 3, 4].map((n) => order(20 + n, 3, 5, { inviteRewardTo: n === 1 ? 1 : null })),
      ...cOrders,
    ],
    rLevel,
  })
  async function teamClub(cOrders: TestClubOrder[], rLevel = 0) {
    const t = team(cOrders, rLevel)
    await club(t.members, t.orders, { dynamic: usdt(10_000n), fee: usdt(100n) })
    if (rLevel > 0) await database.db.execute(sql`update members set level = ${rLevel} where id = 1`)
  }

  it('a zero-share day pays no dividend and carries both pools over; the first activation pays the invite reward', async () => {
    await club(
      [
        [1, null],
        [2, 1],
      ],
      [order(1, 2, 10)],
      { static: usdt(1_000n), dynamic: usdt(500n), fee: usdt(22n) },
    )
    const { sql: day10 } = await expectSqlMatchesModel(database.db, day(10), rules)
    expect(day10.static).toMatchObject({ totalShares: 0n, dailyAmount: usdt(40n), paid: 0n })
    expect(day10.invites).toMatchObject({ granted: 1, grantedAmount: usdt(10n), feePoolAfter: usdt(12n) })
    expect(await ledgerPayouts(database.db, day(10))).toEqual([
      { memberId: '000000000001', static: 0n, dynamic: 0n, inviteRewards: usdt(10n) },
    ])
  })

  it('an order reaching its static cap mid-day takes only what is left and exits when its dynamic cap is used too', async () => {
    await club(
      [
        [1, null],
        [2, 1],
      ],
      [
        order(1, 1, 1, { staticEarned: usdt(220n), dynamicEarned: usdt(448n) }),
        order(2, 2, 1, { inviteRewardTo: 1 }),
      ],
      { static: usdt(1_000n) },
    )
    const { sql: day10 } = await expectSqlMatchesModel(database.db, day(10), rules)
    expect(day10.static.paid).toBe(usdt(24n))
    expect(day10.statusChanges).toEqual([{ from: 'active', to: 'exited', orders: 1 }])
    await expectSqlMatchesModel(database.db, day(11), rules)
    expect((await ledgerPayouts(database.db, day(11))).map((p) => p.static)).toEqual([3_904n * 10n ** 16n])
  })

  it('a level change applies from that day: the 10th team order activated today makes r V1 with dynamic dividends', async () => {
    await teamClub([order(31, 4, 5, { inviteRewardTo: 1 }), order(32, 4, 10)])
    const { sql: day10 } = await expectSqlMatchesModel(database.db, day(10), rules)
    expect(day10.levelChangesByLevel).toEqual([{ from: 0, to: 1, members: 1 }])
    expect(day10.dynamic).toMatchObject({
      qualifiedUserCount: 1,
      paid: usdt(200n),
      totalTeamPerformance: usdt(2_240n),
    })
  })

  it('a reorged order stops counting: its invite reward moves to the next standing order and r drops to V0', async () => {
    await teamClub([order(31, 4, 8, { status: 'failed', inviteRewardTo: 1 }), order(32, 4, 9)], 1)
    const { sql: day10 } = await expectSqlMatchesModel(database.db, day(10), rules)
    expect(day10.invites).toMatchObject({
      granted: 1,
      reversed: 1,
      reversedAmount: usdt(10n),
      feePoolAfter: usdt(100n),
    })
    expect(day10.levelChangesByLevel).toEqual([{ from: 1, to: 0, members: 1 }])
  })

  it('a reversal with nothing to move to takes the reward back into the fee pool', async () => {
    await teamClub([order(31, 4, 8, { status: 'failed', inviteRewardTo: 1 })])
    const { sql: day10 } = await expectSqlMatchesModel(database.db, day(10), rules)
    expect(day10.invites.feePoolAfter).toBe(usdt(110n))
  })

  it('a grant the fee pool cannot cover waits for a later day', async () => {
    await club(
      [
        [1, null],
        [2, 1],
      ],
      [order(1, 2, 10)],
      { fee: usdt(9n) },
    )
    expect((await expectSqlMatchesModel(database.db, day(10), rules)).sql.invites.granted).toBe(0)
    await fundAccount(database.db, { systemCode: 'fee_pool' }, usdt(1n), 'fund:fee:more')
    expect((await expectSqlMatchesModel(database.db, day(11), rules)).sql.invites.granted).toBe(1)
  })

  it('top-four ties on team performance go to the earlier joins', async () => {
    const [v1, ...rest] = rules.levels
    if (v1 === undefined) throw new Error('default table has V1')
    const lowV1: ClubRules = {
      ...rules,
      levels: [{ ...v1, directsWithOrder: 1, teamPerformance: price }, ...rest],
    }
    // Leaders 11..15 under root 1, joined so that 11 (p) joins last; each has one child with one order.
    const joinOrder = [15, 11, 12, 13, 14]
    const members: [number, number | null][] = [
      [1, null],
      ...joinOrder.flatMap((id): [number, number | null][] => [
        [id, 1],
        [id + 10, id],
      ]),
    ]
    await insertClubMembers(
      database.db,
      members.map(([id, referrerId], index) => ({ id, referrerId, joinedAt: joined(index) })),
    )
    await insertClubOrders(
      database.db,
      joinOrder.flatMap((id) => [
        order(id, id, 5, { inviteRewardTo: 1 }),
        order(id + 10, id + 10, 5, { inviteRewardTo: id }),
      ]),
    )
    await rebuildMemberStats(database.db)
    await fundAccount(database.db, { systemCode: 'dynamic_pool' }, usdt(1_000n), 'fund:dynamic')
    const { model } = await expectSqlMatchesModel(database.db, day(10), lowV1)
    const tenth = 10n ** 17n
    expect(model.statements.dynamic.members.map((m) => [m.memberId, m.topFour, m.amount])).toEqual([
      ['000000000015', true, 42n * tenth],
      ['000000000011', true, 42n * tenth],
      ['000000000012', true, 42n * tenth],
      ['000000000013', true, 42n * tenth],
      ['000000000014', false, 32n * tenth],
    ])
  })

  it('re-running a settled day, or an earlier one, changes nothing', async () => {
    await teamClub([order(31, 4, 5, { inviteRewardTo: 1 }), order(32, 4, 10)])
    await settleClubDay(database.db, { day: day(10), rules })
    const before = { ledger: await ledgerSnapshot(database.db), club: await readClubSnapshot(database.db) }
    expect(await settleClubDay(database.db, { day: day(10), rules })).toEqual({
      kind: 'alreadySettled',
      day: day(10),
      lastSettledDay: day(10),
    })
    expect((await settleClubDay(database.db, { day: day(9), rules })).kind).toBe('alreadySettled')
    expect({ ledger: await ledgerSnapshot(database.db), club: await readClubSnapshot(database.db) }).toEqual(
      before,
    )
    expect(await ledgerViolations(database.db)).toEqual([])
  })
})
