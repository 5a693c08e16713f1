/** Random clubs for the differential tests: a referral tree, orders in every status, funded pools, days of business, nodes. */
import { sql } from 'drizzle-orm'
import {
  DEFAULT_CLUB_RULES,
  DEFAULT_NODE_RULES,
  dynamicCapOf,
  MEMBER_LEVELS,
  nodeRulesIssues,
  staticCapOf,
  validateClubRules,
  type ClubRules,
  type LevelRequirement,
  type NodeRules,
  type OrderStatus,
} from '@vita/shared'
import { pick, randomAmount, randomInt, type Random } from '@vita/shared/prng'
import type { TestDatabase } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { setMemberLevels } from '../../members'
import type { TestClubNode } from './nodeRewardsTesting'
import {
  dayString,
  fundAccount,
  insertClubMembers,
  insertClubOrders,
  rebuildMemberStats,
  type TestClubOrder,
} from './settlementTesting'

const UNIT = 10n ** 18n
/** The business day (days since 1970-01-01) random clubs start settling on. */
export const FIRST_DAY = 20_500

/** Rules with small caps and low level thresholds, so a few days reach every path (as the model's property test). */
export function randomRules(random: Random): ClubRules {
  const price = DEFAULT_CLUB_RULES.orderPrice
  const step = BigInt(randomInt(random, 1, 3))
  const levels = DEFAULT_CLUB_RULES.levels.map((row): LevelRequirement => ({
    ...row,
    directsWithOrder: randomInt(random, 1, 2),
    teamPerformance: price * step * BigInt(row.level) ** 2n,
  }))
  const multiplier = () => BigInt(randomInt(random, 5_000, 20_000))
  const rules: ClubRules = {
    ...DEFAULT_CLUB_RULES,
    staticDailyRateBps: BigInt(randomInt(random, 300, 500)),
    levelMultipliersBps: {
      0: multiplier(),
      1: multiplier(),
      2: multiplier(),
      3: multiplier(),
      4: multiplier(),
      5: multiplier(),
    },
    dynamicDailyRateBps: BigInt(randomInt(random, 100, 3_000)),
    topFourCount: randomInt(random, 1, 4),
    staticCapBps: BigInt(pick(random, [50, 300, 2_000, 10_000])),
    dynamicCapBps: BigInt(pick(random, [50, 500, 5_000, 20_000])),
    levels,
  }
  const checked = validateClubRules(rules)
  if (!checked.ok) throw new Error(checked.issues.map((issue) => issue.message).join('; '))
  return rules
}

const STATUSES: OrderStatus[] = [
  'active',
  'active',
  'active',
  'completed',
  'exited',
  'failed',
  'cancelled',
  'pending',
  'pending_verification',
]

/** An order in `status` with earnings its status allows, activated before `today`. */
function randomOrder(
  random: Random,
  rules: ClubRules,
  id: number,
  memberId: number,
  today: number,
  status: OrderStatus,
): TestClubOrder {
  const amount = random() < 0.8 ? rules.orderPrice : 2n * rules.orderPrice
  const sCap = staticCapOf(amount, rules)
  const dCap = dynamicCapOf(amount, rules)
  const applied =
    status === 'active' ||
    status === 'completed' ||
    status === 'exited' ||
    (status === 'failed' && random() < 0.5)
  return {
    id,
    memberId,
    amount,
    status,
    activationDay: applied ? dayString(today - randomInt(random, 0, 4)) : null,
    staticEarned:
      status === 'active'
        ? randomAmount(random, 0n, sCap - 1n)
        : status === 'completed' || status === 'exited'
          ? sCap
          : 0n,
    dynamicEarned:
      status === 'active'
        ? randomAmount(random, 0n, dCap)
        : status === 'completed'
          ? randomAmount(random, 0n, dCap - 1n)
          : status === 'exited'
            ? dCap
            : 0n,
  }
}

/** Members 1..count in a random referral tree (each invited by a random earlier one). */
export async function randomMembers(database: TestDatabase, random: Random, count: number) {
  const base = Date.UTC(2026, 0, 1)
  await insertClubMembers(
    database.db,
    Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      referrerId: i === 0 ? null : randomInt(random, 1, i),
      // Join times out of id order and often equal, on purpose: ties break on join time, then member id.
      joinedAt: new Date(base + randomInt(random, 0, Math.floor(count / 2)) * 1000),
    })),
  )
}

export async function randomClub(database: TestDatabase, random: Random, rules: ClubRules) {
  const count = randomInt(random, 15, 40)
  await randomMembers(database, random, count)
  const orders: TestClubOrder[] = []
  for (let memberId = 1; memberId <= count; memberId++) {
    const n = randomInt(random, 0, 4)
    for (let k = 0; k < n; k++)
      orders.push(randomOrder(random, rules, orders.length + 1, memberId, FIRST_DAY, pick(random, STATUSES)))
  }
  const rows = await queryRows<{ id: string; referrer_id: string | null }>(
    database.db,
    sql`select id::text as id, referrer_id::text as referrer_id from members_referral_tree`,
  )
  const referrers = new Map(
    rows.map((row) => [Number(row.id), row.referrer_id === null ? null : Number(row.referrer_id)]),
  )
  // Rewards paid by earlier days: on applied orders, standing or since reorged (then due for reversal).
  for (const o of orders) {
    const referrer = referrers.get(o.memberId) ?? null
    if (referrer !== null && o.activationDay !== null && random() < 0.4) o.inviteRewardTo = referrer
  }
  await insertClubOrders(database.db, orders)
  await levelsAtRandom(database, random)
  for (const o of orders)
    if (o.inviteRewardTo)
      await fundAccount(
        database.db,
        { memberId: o.inviteRewardTo },
        rules.inviteReward,
        `fund:invite:${o.id}`,
      )
  await fundPools(database, random, 'initial')
  return { count, nextOrder: orders.length + 1 }
}

/** Every member's level at random (settlement recomputes them; a single step takes them as they are). */
export async function levelsAtRandom(database: TestDatabase, random: Random) {
  await setMemberLevels(database.db, {
    levels: sql`select id as member_id, (id * ${randomInt(random, 1, 97)}) % 6 as level from members_referral_tree`,
  })
}

async function fundPools(database: TestDatabase, random: Random, key: string) {
  await fundAccount(
    database.db,
    { systemCode: 'static_dividend_pool' },
    randomAmount(random, 0n, 100_000n * UNIT),
    `fund:${key}:static`,
  )
  await fundAccount(
    database.db,
    { systemCode: 'dynamic_pool' },
    randomAmount(random, 0n, 100_000n * UNIT),
    `fund:${key}:dynamic`,
  )
  await fundAccount(
    database.db,
    { systemCode: 'fee_pool' },
    randomAmount(random, 0n, 40n * UNIT),
    `fund:${key}:fee`,
  )
}

/** What happens between two settlements: new active orders, reorged ones, pool inflows. */
export async function dayOfBusiness(
  database: TestDatabase,
  random: Random,
  rules: ClubRules,
  members: number,
  nextOrder: number,
  today: number,
) {
  const fresh: TestClubOrder[] = []
  for (let k = randomInt(random, 0, 6); k > 0; k--)
    fresh.push({
      ...randomOrder(random, rules, nextOrder + fresh.length, randomInt(random, 1, members), today, 'active'),
      activationDay: dayString(today),
      staticEarned: 0n,
      dynamicEarned: 0n,
    })
  await insertClubOrders(database.db, fresh)
  if (random() < 0.5)
    await database.db.execute(sql`update club_orders set status = 'failed'
      where id = (select id from club_orders where status = 'active' order by (id * ${randomInt(random, 1, 97)}) % 101 limit 1)`)
  await rebuildMemberStats(database.db)
  await fundPools(database, random, `day${today}`)
  return nextOrder + fresh.length
}

/**
 * Node rules where every path of the day's split is likely: member levels and stakes to meet or miss,
 * zero and large weights, daily limits from a cent (always capped) to more than any day pays.
 */
export function randomNodeRules(random: Random): NodeRules {
  const nodes: NodeRules = {
    ...DEFAULT_NODE_RULES,
    rewardShareBps: BigInt(pick(random, [0, 3_000, 3_000, randomInt(random, 1, 9_999), 10_000])),
    tiers: DEFAULT_NODE_RULES.tiers.map((tier) => ({
      ...tier,
      memberLevel: pick(random, MEMBER_LEVELS),
      stake: BigInt(randomInt(random, 1, 100)) * UNIT,
      rewardWeight: pick(random, [0, 1, 2, 4, 8, 16, randomInt(random, 1, 1_000)]),
      dailyRewardLimit: pick(random, [0n, UNIT / 100n, UNIT, 5n * UNIT, 1_000_000n * UNIT]),
    })),
  }
  const issues = nodeRulesIssues(nodes)
  if (issues.length > 0) throw new Error(issues.map((issue) => issue.message).join('; '))
  return nodes
}

/**
 * Nodes of members without an open one (the table allows one each), opened from three days before
 * `day` to the day after, open, closing or closed, with a stake below, at or above their tier's.
 */
export function randomNodes(
  random: Random,
  rules: NodeRules,
  options: { members: number; holding: ReadonlySet<number>; nextId: number; day: number },
): TestClubNode[] {
  const nodes: TestClubNode[] = []
  for (let memberId = 1; memberId <= options.members; memberId++) {
    if (random() < 0.4) continue
    const tier = pick(random, rules.tiers)
    const status = pick(random, ['open', 'open', 'open', 'closing', 'closed'] as const)
    if (status === 'open' && options.holding.has(memberId)) continue
    nodes.push({
      id: options.nextId + nodes.length,
      memberId,
      type: tier.type,
      level: tier.level,
      status,
      stake: pick(random, [tier.stake - 1n, tier.stake, tier.stake * 2n]),
      openedDay: dayString(options.day + randomInt(random, -3, 1)),
    })
  }
  return nodes
}

/** An order with its chain log's fee-pool share, as the node rewards' inflow sees it. */
export type FeeOrder = TestClubOrder & { toFeePool: bigint; sharedTx: boolean }

/**
 * Orders around `day`: standing or not, active from two days before to the day after, some already
 * counted by an earlier day's node reward; the applied ones with a chain log (some sharing a transaction).
 */
export function randomFeeOrders(
  random: Random,
  options: { members: number; nextId: number; day: number },
): FeeOrder[] {
  return Array.from({ length: randomInt(random, 0, 8) }, (_, k) => {
    const status = pick(random, STATUSES)
    const applied =
      status === 'active' || status === 'completed' || status === 'exited' || status === 'failed'
    const activation = options.day + randomInt(random, -2, 1)
    return {
      id: options.nextId + k,
      memberId: randomInt(random, 1, options.members),
      amount: DEFAULT_CLUB_RULES.orderPrice,
      status,
      activationDay: applied ? dayString(activation) : null,
      nodeInflowDay: applied && activation < options.day && random() < 0.3 ? dayString(activation) : null,
      toFeePool: applied ? randomAmount(random, 1n, 50n * UNIT) : 0n,
      sharedTx: random() < 0.3,
    }
  })
}
