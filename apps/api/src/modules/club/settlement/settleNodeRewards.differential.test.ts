import { sql } from 'drizzle-orm'
import {
  applyBps,
  DEFAULT_CLUB_RULES,
  isStandingOrder,
  nodeRewardAmount,
  type ClubRules,
  type NodeInactiveReason,
} from '@vita/shared'
import { randomAmount, randomInt, seedFrom, withSeed, type Random } from '@vita/shared/prng'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { ensureSystemAccounts, postTransfer } from '../../ledger'
import { ledgerViolations } from '../../ledger/ledgerTesting'
import {
  attachOrderLogs,
  feePoolBalance,
  insertClubNodes,
  ledgerNodePayouts,
  modelNodeDays,
  readNodeDays,
} from './nodeRewardsTesting'
import {
  FIRST_DAY,
  levelsAtRandom,
  randomFeeOrders,
  randomMembers,
  randomNodeRules,
  randomNodes,
  type FeeOrder,
} from './randomClub'
import { settleNodeRewards, type NodeRewardTotals } from './settleNodeRewards'
import { dayString, insertClubOrders } from './settlementTesting'

const SEED = seedFrom('NODE_REWARDS_SEED', 20_261_124)
const ROUNDS = Number(process.env.NODE_REWARDS_ROUNDS ?? 5)
const DAYS = 3

type Path = 'active' | 'capped' | 'paid' | 'poolBound' | 'lateInflow' | 'sharedTx' | 'openedLater'
type Seen = Record<NodeInactiveReason | Path, number>

/** Leaves the fee pool below the day's share now and then, as a day of many invite grants would. */
async function drainFeePool(
  database: TestDatabase,
  random: Random,
  inflow: bigint,
  rules: ClubRules,
  key: string,
) {
  const pool = await feePoolBalance(database.db)
  const share = nodeRewardAmount(inflow, pool, rules.nodes)
  if (share === 0n || random() < 0.7) return
  await postTransfer(database.db, {
    idempotencyKey: `drain:${key}`,
    currency: 'USDT',
    type: 'expense',
    amount: pool - randomAmount(random, 0n, share - 1n),
    from: { systemCode: 'fee_pool' },
    to: { systemCode: 'chain_deposits' },
  })
}

/** One day: the step in its own transaction, checked against the shared model. */
async function settleAndCompare(
  database: TestDatabase,
  rules: ClubRules,
  day: string,
  orders: FeeOrder[],
): Promise<NodeRewardTotals> {
  const counted = orders.filter(
    (o) =>
      isStandingOrder(o.status) &&
      o.activationDay !== null &&
      o.activationDay <= day &&
      o.nodeInflowDay === null,
  )
  const inflow = counted.reduce((sum, o) => sum + o.toFeePool, 0n)
  const poolBefore = await feePoolBalance(database.db)
  const result = await database.db.transaction((tx) => settleNodeRewards({ tx, day, rules }))
  for (const o of counted) o.nodeInflowDay = day

  expect(result.feeInflow).toBe(inflow)
  expect(result.rewardAmount).toBe(nodeRewardAmount(inflow, poolBefore, rules.nodes))
  const model = await modelNodeDays(database.db, day, rules.nodes, result.rewardAmount)
  expect(await readNodeDays(database.db, day)).toEqual(model)
  const payouts = await ledgerNodePayouts(database.db, day)
  expect(payouts.map((p) => [p.nodeId, p.memberId, p.amount])).toEqual(
    model.filter((n) => n.amount > 0n).map((n) => [n.nodeId, n.memberId, n.amount]),
  )
  for (const payout of payouts)
    expect(payout).toMatchObject({
      purpose: 'available',
      type: 'income',
      referenceType: 'club_node',
      namesNode: true,
    })
  const paid = model.reduce((sum, n) => sum + n.amount, 0n)
  expect(result).toMatchObject({
    paid,
    nodes: model.length,
    activeNodes: model.filter((n) => n.active).length,
    cappedNodes: model.filter((n) => n.capped).length,
    feePoolAfter: poolBefore - paid,
  })
  expect(await feePoolBalance(database.db)).toBe(poolBefore - paid)
  const marked = await queryRows<{ id: string }>(
    database.db,
    sql`select o.id::text from club_orders o where o.node_inflow_day = ${day}::date order by o.id`,
  )
  expect(marked.map((row) => Number(row.id))).toEqual(counted.map((o) => o.id).sort((a, b) => a - b))
  return result
}

/** A round: random node rules, members and levels, then DAYS days of new orders and nodes, each settled and compared. */
async function settleRandomDays(database: TestDatabase, random: Random, seen: Seen) {
  await ensureSystemAccounts(database.db)
  const rules: ClubRules = { ...DEFAULT_CLUB_RULES, nodes: randomNodeRules(random) }
  const members = randomInt(random, 15, 40)
  await randomMembers(database, random, members)
  await levelsAtRandom(database, random)
  const orders: FeeOrder[] = []
  const holding = new Set<number>()
  let nextNode = 1
  for (let d = FIRST_DAY; d < FIRST_DAY + DAYS; d++) {
    const fresh = randomFeeOrders(random, { members, nextId: orders.length + 1, day: d })
    await insertClubOrders(database.db, fresh)
    await attachOrderLogs(
      database.db,
      fresh.filter((o) => o.activationDay !== null),
    )
    orders.push(...fresh)
    const nodes = randomNodes(random, rules.nodes, { members, holding, nextId: nextNode, day: d })
    await insertClubNodes(database.db, nodes)
    for (const node of nodes) if (node.status === 'open') holding.add(node.memberId)
    nextNode += nodes.length
    const due = orders.filter((o) => o.nodeInflowDay === null && o.activationDay !== null)
    await drainFeePool(
      database,
      random,
      due.reduce((sum, o) => sum + o.toFeePool, 0n),
      rules,
      `${d}`,
    )

    const day = dayString(d)
    const late = due.filter((o) => isStandingOrder(o.status) && (o.activationDay ?? day) < day)
    const result = await settleAndCompare(database, rules, day, orders)
    seen.lateInflow += late.length
    seen.active += result.activeNodes
    seen.closing += result.inactive.closing
    seen.memberLevel += result.inactive.memberLevel
    seen.stake += result.inactive.stake
    seen.capped += result.cappedNodes
    seen.paid += result.paid > 0n ? 1 : 0
    seen.poolBound += result.rewardAmount < applyBps(result.feeInflow, rules.nodes.rewardShareBps) ? 1 : 0
    seen.sharedTx += orders.filter((o) => o.nodeInflowDay === day && o.sharedTx && o.toFeePool > 0n).length
    seen.openedLater += nodes.filter((node) => node.openedDay > day && node.status !== 'closed').length
    expect(await ledgerViolations(database.db)).toEqual([])
  }
}

describe.each(testDatabaseKinds)('settleNodeRewards = nodeDayStatus + splitNodeRewards (%s)', (kind) => {
  it(`${ROUNDS} random node sets, ${DAYS} days each: same statements, payouts and fee pool`, async () => {
    const seen: Seen = {
      active: 0,
      closing: 0,
      memberLevel: 0,
      stake: 0,
      capped: 0,
      paid: 0,
      poolBound: 0,
      lateInflow: 0,
      sharedTx: 0,
      openedLater: 0,
    }
    for (let round = 0; round < ROUNDS; round++) {
      const database = await createTestDatabase(kind)
      try {
        // withSeed names the seed (NODE_REWARDS_SEED=…) in the failure's message.
        await withSeed(
          SEED + round,
          (random) => settleRandomDays(database, random, seen),
          'NODE_REWARDS_SEED',
        )
      } finally {
        await database.dispose()
      }
    }
    // Every path of the step was exercised at least once.
    expect(Object.entries(seen).filter(([, count]) => count === 0)).toEqual([])
  }, 600_000)
})
