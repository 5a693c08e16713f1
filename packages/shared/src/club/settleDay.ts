/**
 * A whole business day of club settlement as one pure function over a snapshot (club-rules §1–5):
 * levels recomputed at the start (a change applies from that day), invite rewards granted and
 * reversed, static and dynamic dividends accrued as claimable, orders completed or exited, pools
 * after. The reference model for the set-based SQL settlement. Idempotent by its day key: a snapshot
 * already settled for `day` comes back unchanged with no payouts.
 */
import {
  settleDynamicDividends,
  type DynamicDividendMember,
  type DynamicDividendStatement,
} from './dynamicDividends'
import { inviteRewardChanges, type InviteRewardChange } from './inviteReward'
import { transitionOrThrow, type OrderStatus } from './orderStatus'
import { dynamicCapOf, staticCapOf, type ClubRules, type MemberLevel } from './rules'
import { checkClubSnapshot, type ClubOrder, type ClubSnapshot } from './snapshot'
import { settleStaticDividends, type StaticDividendStatement } from './staticDividends'
import { clubTeamFigures } from './teamFigures'

export type SettleDayParameters = { snapshot: ClubSnapshot; day: number; rules: ClubRules }

export type OrderPayout = { orderId: string; memberId: string; amount: bigint }
export type MemberDayPayout = { memberId: string; static: bigint; dynamic: bigint; inviteRewards: bigint }

export type SettledDay = {
  kind: 'settled'
  day: number
  staticPayouts: OrderPayout[]
  dynamicPayouts: OrderPayout[]
  /** Reversals first; a grant the fee pool cannot cover waits for a later day. */
  inviteRewards: InviteRewardChange[]
  members: MemberDayPayout[]
  statusChanges: { orderId: string; from: OrderStatus; to: OrderStatus }[]
  levelChanges: { memberId: string; from: MemberLevel; to: MemberLevel }[]
  statements: { static: StaticDividendStatement; dynamic: DynamicDividendStatement }
  next: ClubSnapshot
}
export type SettleDayReturnType = SettledDay | { kind: 'alreadySettled'; day: number; next: ClubSnapshot }

const byAge = (a: ClubOrder, b: ClubOrder) =>
  (a.activationDay ?? 0) - (b.activationDay ?? 0) ||
  (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0)

export function settleDay({ snapshot, day, rules }: SettleDayParameters): SettleDayReturnType {
  if (snapshot.lastSettledDay !== null && day <= snapshot.lastSettledDay)
    return { kind: 'alreadySettled', day, next: snapshot }
  checkClubSnapshot(snapshot, rules)

  const figures = clubTeamFigures(snapshot.members, snapshot.orders, rules)
  const levelOf = (memberId: string) => figures.get(memberId)?.level ?? 0
  const orders = new Map(snapshot.orders.map((order) => [order.orderId, { ...order }]))
  let { fee } = snapshot.pools

  const inviteRewards = invitesOf(snapshot, rules)
  const applied: InviteRewardChange[] = []
  for (const change of inviteRewards) {
    const order = orders.get(change.orderId)
    if (order === undefined) continue
    if (change.kind === 'reversal') fee += change.amount
    else if (fee >= change.amount) fee -= change.amount
    else continue
    order.inviteRewardTo = change.kind === 'grant' ? change.referrerId : null
    applied.push(change)
  }

  // An order earns from the business day after its activation (club-rules §1).
  const earning = [...orders.values()]
    .sort(byAge)
    .filter(
      (order) =>
        (order.status === 'active' || order.status === 'completed') &&
        order.activationDay !== null &&
        order.activationDay < day,
    )
  const earningOf = groupByMember(earning)
  const staticResult = settleStaticDividends({
    poolBalance: snapshot.pools.static,
    orders: earning
      .filter((order) => order.status === 'active')
      .map((order) => ({
        orderId: order.orderId,
        memberId: order.memberId,
        shares: (order.amount * rules.sharesPerOrder) / rules.orderPrice,
        level: levelOf(order.memberId),
        staticCapLeft: staticCapOf(order.amount, rules) - order.staticEarned,
      })),
    rules,
  })
  const dynamicResult = settleDynamicDividends({
    poolBalance: snapshot.pools.dynamic,
    members: snapshot.members.map((member): DynamicDividendMember => ({
      memberId: member.memberId,
      joinedAt: member.joinedAt,
      level: levelOf(member.memberId),
      teamPerformance: figures.get(member.memberId)?.teamPerformance ?? 0n,
      orders: (earningOf.get(member.memberId) ?? []).map((order) => ({
        orderId: order.orderId,
        dynamicCapLeft: dynamicCapOf(order.amount, rules) - order.dynamicEarned,
      })),
    })),
    rules,
  })
  for (const payout of staticResult.orders) {
    const order = orders.get(payout.orderId)
    if (order !== undefined) order.staticEarned += payout.amount
  }
  for (const payout of dynamicResult.orders) {
    const order = orders.get(payout.orderId)
    if (order !== undefined) order.dynamicEarned += payout.amount
  }

  const statusChanges: SettledDay['statusChanges'] = []
  for (const order of orders.values()) {
    const from = order.status
    if (order.status === 'active' && order.staticEarned >= staticCapOf(order.amount, rules))
      order.status = transitionOrThrow(order.status, 'staticCapReached')
    if (order.status === 'completed' && order.dynamicEarned >= dynamicCapOf(order.amount, rules))
      order.status = transitionOrThrow(order.status, 'dynamicCapReached')
    if (order.status !== from) statusChanges.push({ orderId: order.orderId, from, to: order.status })
  }

  const levelChanges = snapshot.members
    .filter((member) => member.level !== levelOf(member.memberId))
    .map((member) => ({ memberId: member.memberId, from: member.level, to: levelOf(member.memberId) }))

  return {
    kind: 'settled',
    day,
    staticPayouts: staticResult.orders.filter((payout) => payout.amount > 0n),
    dynamicPayouts: dynamicResult.orders,
    inviteRewards: applied,
    members: memberPayouts(staticResult.orders, dynamicResult.orders, applied),
    statusChanges,
    levelChanges,
    statements: { static: staticResult.statement, dynamic: dynamicResult.statement },
    next: {
      lastSettledDay: day,
      members: snapshot.members.map((member) => ({ ...member, level: levelOf(member.memberId) })),
      orders: snapshot.orders.map((order) => orders.get(order.orderId) ?? order),
      pools: { static: staticResult.statement.poolAfter, dynamic: dynamicResult.statement.poolAfter, fee },
    },
  }
}

function groupByMember(orders: readonly ClubOrder[]): Map<string, ClubOrder[]> {
  const byMember = new Map<string, ClubOrder[]>()
  for (const order of orders) {
    const list = byMember.get(order.memberId) ?? []
    list.push(order)
    byMember.set(order.memberId, list)
  }
  return byMember
}

function invitesOf(snapshot: ClubSnapshot, rules: ClubRules): InviteRewardChange[] {
  const ordersOf = groupByMember(snapshot.orders)
  const changes = snapshot.members.flatMap((member) =>
    inviteRewardChanges({
      inviteeId: member.memberId,
      referrerId: member.referrerId,
      orders: ordersOf.get(member.memberId) ?? [],
      rules,
    }),
  )
  // Reversals first: they refill the fee pool grants are paid from.
  return [
    ...changes.filter((change) => change.kind === 'reversal'),
    ...changes.filter((change) => change.kind === 'grant'),
  ]
}

function memberPayouts(
  staticPaid: OrderPayout[],
  dynamicPaid: OrderPayout[],
  invites: InviteRewardChange[],
): MemberDayPayout[] {
  const members = new Map<string, MemberDayPayout>()
  const entry = (memberId: string) => {
    const existing = members.get(memberId) ?? { memberId, static: 0n, dynamic: 0n, inviteRewards: 0n }
    members.set(memberId, existing)
    return existing
  }
  for (const payout of staticPaid) if (payout.amount > 0n) entry(payout.memberId).static += payout.amount
  for (const payout of dynamicPaid) entry(payout.memberId).dynamic += payout.amount
  for (const change of invites)
    entry(change.referrerId).inviteRewards += change.kind === 'grant' ? change.amount : -change.amount
  return [...members.values()]
}
