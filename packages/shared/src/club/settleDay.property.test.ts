import { describe, expect, it } from 'vitest'
import { isStandingOrder, transitionOrThrow } from './orderStatus'
import { mulberry32, pick, randomAmount, randomInt, seedFrom, withSeed, type Random } from '../prng'
import {
  DEFAULT_CLUB_RULES,
  applyBps,
  dynamicCapOf,
  staticCapOf,
  type ClubRules,
  type LevelRequirement,
} from './rules'
import { settleDay } from './settleDay'
import type { ClubMember, ClubPools, ClubSnapshot } from './snapshot'
import { validateClubRules } from './validateClubRules'

const UNIT = 10n ** 18n
const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n)
const poolsTotal = (pools: ClubPools) => pools.static + pools.dynamic + pools.fee

/** Rules with small caps and low level thresholds, so a month reaches every path. */
function randomRules(random: Random): ClubRules {
  const price = DEFAULT_CLUB_RULES.orderPrice
  const step = BigInt(randomInt(random, 1, 4))
  const levels = DEFAULT_CLUB_RULES.levels.map((row): LevelRequirement => ({
    ...row,
    directsWithOrder: randomInt(random, 1, 3),
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
    staticCapBps: BigInt(pick(random, [50, 300, 2_000, 10_000])),
    dynamicCapBps: BigInt(pick(random, [50, 500, 5_000, 20_000])),
    levels,
  }
  const checked = validateClubRules(rules)
  if (!checked.ok) throw new Error(checked.issues.map((issue) => issue.message).join('; '))
  return rules
}

type Coverage = Record<
  'zeroShareDay' | 'completed' | 'exited' | 'levelChange' | 'grant' | 'reversal' | 'topFourTie' | 'capped',
  number
>

function simulateMonth(random: Random, coverage: Coverage) {
  const rules = randomRules(random)
  const members: ClubMember[] = Array.from({ length: randomInt(random, 5, 30) }, (_, index) => ({
    memberId: `m${index}`,
    referrerId: index === 0 ? null : `m${randomInt(random, 0, index - 1)}`,
    joinedAt: randomInt(random, 0, index), // ties on purpose: top-four ties break on join time then id
    level: 0,
  }))
  let snapshot: ClubSnapshot = {
    lastSettledDay: null,
    members,
    orders: [],
    pools: {
      static: randomAmount(random, 0n, 1_000_000n * UNIT),
      dynamic: randomAmount(random, 0n, 1_000_000n * UNIT),
      fee: randomAmount(random, 0n, 100n * UNIT),
    },
  }
  // The ledger outside the rules: what came in and went out of the club's accounts.
  let external = poolsTotal(snapshot.pools)
  const claimable = new Map<string, bigint>()
  let nextOrder = 0

  for (let day = 1; day <= 30; day++) {
    const orders = snapshot.orders.map((order) => ({ ...order }))
    const pools = { ...snapshot.pools }
    for (let placed = randomInt(random, 0, 6); placed > 0; placed--) {
      const buyer = pick(random, members)
      if (orders.filter((order) => order.memberId === buyer.memberId).length >= rules.maxOrdersPerMember)
        continue
      const amount = rules.orderPrice
      const credit = {
        static: applyBps(amount, rules.poolSplitBps.static),
        dynamic: applyBps(amount, rules.dynamicPoolBps),
        fee: applyBps(amount, rules.poolSplitBps.fee),
      }
      pools.static += credit.static
      pools.dynamic += credit.dynamic
      pools.fee += credit.fee
      external += credit.static + credit.dynamic + credit.fee
      const status = transitionOrThrow(transitionOrThrow('pending', 'txSubmitted'), 'confirmed')
      orders.push({
        orderId: `o${nextOrder++}`,
        memberId: buyer.memberId,
        amount,
        status,
        activationDay: day,
        staticEarned: 0n,
        dynamicEarned: 0n,
        inviteRewardTo: null,
      })
    }
    // A reorg un-applies an order before it has earned (activated today or yesterday).
    const young = orders.filter((order) => order.status === 'active' && (order.activationDay ?? 0) >= day - 1)
    if (young.length > 0 && random() < 0.3) {
      const order = pick(random, young)
      order.status = transitionOrThrow(order.status, 'reorged')
      const refund =
        pools.static < applyBps(order.amount, rules.poolSplitBps.static)
          ? pools.static
          : applyBps(order.amount, rules.poolSplitBps.static)
      pools.static -= refund
      external -= refund
    }
    const before: ClubSnapshot = { ...snapshot, orders, pools }
    const result = settleDay({ snapshot: before, day, rules })
    if (result.kind !== 'settled') throw new Error(`day ${day} not settled`)
    const { statements, next } = result

    const staticPaid = sum(result.staticPayouts.map((payout) => payout.amount))
    const dynamicPaid = sum(result.dynamicPayouts.map((payout) => payout.amount))
    const granted = sum(result.inviteRewards.filter((c) => c.kind === 'grant').map((c) => c.amount))
    const reversed = sum(result.inviteRewards.filter((c) => c.kind === 'reversal').map((c) => c.amount))
    // Each day's payouts stay within the day's amounts.
    expect(staticPaid).toBeLessThanOrEqual(statements.static.dailyAmount)
    expect(dynamicPaid).toBeLessThanOrEqual(statements.dynamic.dailyAmount)
    expect(staticPaid).toBe(statements.static.paid)
    expect(dynamicPaid).toBe(statements.dynamic.paid)
    // Money is conserved: pools before + reversals = pools after + paid + grants.
    expect(next.pools.static).toBe(pools.static - staticPaid)
    expect(next.pools.dynamic).toBe(pools.dynamic - dynamicPaid)
    expect(next.pools.fee).toBe(pools.fee + reversed - granted)
    expect(next.pools.fee).toBeGreaterThanOrEqual(0n)
    for (const payout of result.members) {
      claimable.set(
        payout.memberId,
        (claimable.get(payout.memberId) ?? 0n) + payout.static + payout.dynamic + payout.inviteRewards,
      )
    }
    expect(sum([...claimable.values()]) + poolsTotal(next.pools)).toBe(external)
    // No order past its caps; statuses agree with the caps; only orders earning at the start of the day paid.
    for (const order of next.orders) {
      expect(order.staticEarned).toBeLessThanOrEqual(staticCapOf(order.amount, rules))
      expect(order.dynamicEarned).toBeLessThanOrEqual(dynamicCapOf(order.amount, rules))
      if (order.status === 'active') expect(order.staticEarned).toBeLessThan(staticCapOf(order.amount, rules))
      if (order.status === 'exited') expect(order.dynamicEarned).toBe(dynamicCapOf(order.amount, rules))
      if (!isStandingOrder(order.status) || (order.activationDay ?? day) >= day) {
        const previous = orders.find((o) => o.orderId === order.orderId)
        expect([order.staticEarned, order.dynamicEarned]).toEqual([
          previous?.staticEarned,
          previous?.dynamicEarned,
        ])
      }
    }
    // One standing rewarded order per invitee with a referrer.
    for (const member of members) {
      const rewarded = next.orders.filter(
        (o) => o.memberId === member.memberId && isStandingOrder(o.status) && o.inviteRewardTo !== null,
      )
      expect(rewarded.length).toBeLessThanOrEqual(1)
    }
    // A re-run changes nothing: the settled day is refused by its key, and the same input gives the same day.
    expect(settleDay({ snapshot: next, day, rules })).toEqual({ kind: 'alreadySettled', day, next })
    expect(settleDay({ snapshot: before, day, rules })).toEqual(result)

    if (statements.static.totalShares === 0n) coverage.zeroShareDay++
    coverage.completed += result.statusChanges.filter((c) => c.to === 'completed').length
    coverage.exited += result.statusChanges.filter((c) => c.to === 'exited').length
    coverage.levelChange += result.levelChanges.length
    coverage.grant += result.inviteRewards.filter((c) => c.kind === 'grant').length
    coverage.reversal += result.inviteRewards.filter((c) => c.kind === 'reversal').length
    coverage.capped += statements.dynamic.members.filter((m) => m.amount < m.entitled).length
    const performances = statements.dynamic.members.map((m) => m.teamPerformance)
    if (new Set(performances).size < performances.length) coverage.topFourTie++
    snapshot = next
  }
}

describe('settleDay over random months (seeded; repeat with CLUB_SEED)', () => {
  const seed = seedFrom('CLUB_SEED', 20_261_122)

  it('keeps every day within its amounts, every order within its caps, money conserved, re-runs unchanged', async () => {
    const coverage: Coverage = {
      zeroShareDay: 0,
      completed: 0,
      exited: 0,
      levelChange: 0,
      grant: 0,
      reversal: 0,
      topFourTie: 0,
      capped: 0,
    }
    await withSeed(
      seed,
      (random) => {
        for (let month = 0; month < 24; month++)
          simulateMonth(mulberry32(Math.floor(random() * 2 ** 32)), coverage)
      },
      'CLUB_SEED',
    )
    // Every path was exercised, or the test proves less than it says.
    for (const [path, count] of Object.entries(coverage))
      expect(count, `${path} never happened (seed ${seed})`).toBeGreaterThan(0)
  })
})
