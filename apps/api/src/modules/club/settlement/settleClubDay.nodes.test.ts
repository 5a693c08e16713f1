import { sql } from 'drizzle-orm'
import { DEFAULT_CLUB_RULES, type ClubRules } from '@vita/shared'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { ensureSystemAccounts } from '../../ledger'
import { ledgerViolations } from '../../ledger/ledgerTesting'
import {
  attachOrderLogs,
  feePoolBalance,
  insertClubNodes,
  ledgerNodePayouts,
  modelNodeDays,
  nodeRewardState,
  readNodeDays,
  testNode,
} from './nodeRewardsTesting'
import { settleClubDay, type SettledClubDay } from './settleClubDay'
import {
  fundAccount,
  insertClubOrders,
  insertTeamOfFive,
  rebuildMemberStats,
  teamOfFiveOrders,
  testOrder,
} from './settlementTesting'

const UNIT = 10n ** 18n
const usdt = (value: bigint) => value * UNIT
const DAY = '2026-01-10'
const NEXT = '2026-01-11'
/** The defaults with bronze nodes open to V0 holders, so level, stake and closing each leave one inactive. */
const rules: ClubRules = {
  ...DEFAULT_CLUB_RULES,
  nodes: {
    ...DEFAULT_CLUB_RULES.nodes,
    tiers: DEFAULT_CLUB_RULES.nodes.tiers.map((tier) =>
      tier.type === 'normal' && tier.level === 'bronze' ? { ...tier, memberLevel: 0 } : tier,
    ),
  },
}
/**
 * r (1) with directs 2, 3, 4 and 4's invitee 5: r is V1 (13 team orders), the others V0. Today's fee
 * inflow: orders 11 (its log shares a transaction) and 12 activated today, 13 activated yesterday but
 * applied after yesterday's settlement: 20 + 30 + 10 USDT. Not counted: 14 (counted yesterday), 15 (failed).
 */
async function seedClub(database: TestDatabase) {
  await ensureSystemAccounts(database.db)
  await insertTeamOfFive(database.db)
  await insertClubOrders(database.db, [
    ...teamOfFiveOrders(),
    testOrder(10, 4, { inviteRewardTo: 1 }),
    testOrder(11, 4, { activationDay: DAY }),
    testOrder(12, 5, { activationDay: DAY }),
    testOrder(13, 2, { activationDay: '2026-01-09' }),
    testOrder(14, 3, { activationDay: '2026-01-09', nodeInflowDay: '2026-01-09' }),
    testOrder(15, 3, { activationDay: DAY, status: 'failed' }),
  ])
  await attachOrderLogs(database.db, [
    { id: 11, toFeePool: usdt(20n), sharedTx: true },
    { id: 12, toFeePool: usdt(30n) },
    { id: 13, toFeePool: usdt(10n) },
    { id: 14, toFeePool: usdt(100n) },
    { id: 15, toFeePool: usdt(40n) },
  ])
  await rebuildMemberStats(database.db)
  await fundAccount(database.db, { systemCode: 'fee_pool' }, usdt(100n), 'fund:fee')
  await insertClubNodes(database.db, [
    testNode(1, 1),
    testNode(2, 2, { stake: 20_000n * UNIT }),
    testNode(3, 3, { level: 'silver', stake: 30_000n * UNIT }),
    testNode(4, 4, { stake: 9_999n * UNIT }),
    testNode(5, 5, { status: 'closing' }),
    testNode(6, 5, { openedDay: NEXT }),
    testNode(7, 2, { status: 'closed', openedDay: '2026-01-02' }),
  ])
}

describe.each(testDatabaseKinds)('settleClubDay pays the nodes from the fee inflow (%s)', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await seedClub(database)
  })
  afterEach(() => database.dispose())

  const settled = async (day: string, dryRun = false): Promise<SettledClubDay> => {
    const result = await settleClubDay(database.db, { day, rules, dryRun })
    if (result.kind !== 'settled') throw new Error(`expected ${day} settled, got ${result.kind}`)
    return result
  }

  it("30% of the day's fee inflow, by weight and capped at the daily limit, into the holders' available accounts", async () => {
    const day = await settled(DAY)
    expect(day.invites).toMatchObject({ granted: 1, feePoolAfter: usdt(290n) })
    expect(day.nodes).toEqual({
      feeInflow: usdt(60n),
      rewardShareBps: 3_000n,
      rewardAmount: usdt(18n),
      paid: usdt(10n),
      nodes: 5,
      activeNodes: 2,
      inactive: { closing: 1, memberLevel: 1, stake: 1 },
      cappedNodes: 2,
      feePoolAfter: usdt(280n),
    })
    expect(await feePoolBalance(database.db)).toBe(usdt(280n))
    const rows = await readNodeDays(database.db, DAY)
    expect(rows).toEqual(await modelNodeDays(database.db, DAY, rules.nodes, usdt(18n)))
    expect(rows.map((row) => [row.nodeId, row.reason, row.entitled, row.amount, row.capped])).toEqual([
      [1, null, usdt(9n), usdt(5n), true],
      [2, null, usdt(9n), usdt(5n), true],
      [3, 'memberLevel', 0n, 0n, false],
      [4, 'stake', 0n, 0n, false],
      [5, 'closing', 0n, 0n, false],
    ])
    expect(await ledgerNodePayouts(database.db, DAY)).toEqual(
      [1, 2].map((id) => ({
        nodeId: id,
        memberId: id,
        purpose: 'available',
        type: 'income',
        referenceType: 'club_node',
        namesNode: true,
        amount: usdt(5n),
      })),
    )
    const [statement] = await queryRows(
      database.db,
      sql`select node_fee_inflow::text, node_reward_amount::text, node_reward_paid::text, active_nodes,
        fee_pool_after::text from club_settlements where day = ${DAY}::date`,
    )
    expect(statement).toEqual({
      node_fee_inflow: String(usdt(60n)),
      node_reward_amount: String(usdt(18n)),
      node_reward_paid: String(usdt(10n)),
      active_nodes: 2,
      fee_pool_after: String(usdt(280n)),
    })
    const counted = await queryRows<{ id: number; day: string | null }>(
      database.db,
      sql`select o.id::int, o.node_inflow_day::text as day from club_orders o where o.id >= 11 order by o.id`,
    )
    expect(counted).toEqual([
      { id: 11, day: DAY },
      { id: 12, day: DAY },
      { id: 13, day: DAY },
      { id: 14, day: '2026-01-09' },
      { id: 15, day: null },
    ])
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('the next day counts no order twice: nothing flows in, nothing is paid; the node opened that day joins', async () => {
    await settled(DAY)
    const next = await settled(NEXT)
    expect(next.nodes).toMatchObject({ feeInflow: 0n, rewardAmount: 0n, paid: 0n, nodes: 6, activeNodes: 3 })
    expect(await ledgerNodePayouts(database.db, NEXT)).toEqual([])
    expect((await readNodeDays(database.db, NEXT)).find((row) => row.nodeId === 6)).toMatchObject({
      active: true,
    })
  })

  it('a dry run (club:preview) computes the same day and changes nothing', async () => {
    const before = await nodeRewardState(database.db)
    const preview = await settled(DAY, true)
    expect(await nodeRewardState(database.db)).toEqual(before)
    const day = await settled(DAY)
    expect(preview).toEqual({ ...day, dryRun: true })
  })
})
