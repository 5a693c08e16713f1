/**
 * The club's state as settlement sees it: members in the referral tree, orders, the three pools and
 * the last settled business day. Business days are integers (days in Asia/Shanghai).
 */
import type { OrderStatus } from './orderStatus'
import { isStandingOrder } from './orderStatus'
import { dynamicCapOf, staticCapOf, type ClubRules, type MemberLevel } from './rules'

export type ClubMember = {
  memberId: string
  referrerId: string | null
  /** Sortable join time. */
  joinedAt: number
  /** The level found by the last settlement. */
  level: MemberLevel
}

export type ClubOrder = {
  orderId: string
  memberId: string
  amount: bigint
  status: OrderStatus
  /** The business day the order became active; it earns from the next one. */
  activationDay: number | null
  staticEarned: bigint
  dynamicEarned: bigint
  /** The referrer its invite reward was paid to, or null. */
  inviteRewardTo: string | null
}

export type ClubPools = { static: bigint; dynamic: bigint; fee: bigint }

export type ClubSnapshot = {
  lastSettledDay: number | null
  members: readonly ClubMember[]
  orders: readonly ClubOrder[]
  pools: ClubPools
}

export class ClubSnapshotError extends Error {
  override name = 'ClubSnapshotError'
}

/** Refuses a snapshot settlement cannot be right about (the caller's data is broken). */
export function checkClubSnapshot(snapshot: ClubSnapshot, rules: ClubRules): void {
  const members = new Set<string>()
  for (const member of snapshot.members) {
    if (members.has(member.memberId)) throw new ClubSnapshotError(`member ${member.memberId} listed twice`)
    members.add(member.memberId)
  }
  for (const member of snapshot.members) {
    if (member.referrerId !== null && !members.has(member.referrerId))
      throw new ClubSnapshotError(`member ${member.memberId} has an unknown referrer ${member.referrerId}`)
  }
  const orders = new Set<string>()
  for (const order of snapshot.orders) {
    if (orders.has(order.orderId)) throw new ClubSnapshotError(`order ${order.orderId} listed twice`)
    orders.add(order.orderId)
    if (!members.has(order.memberId))
      throw new ClubSnapshotError(`order ${order.orderId} has an unknown member`)
    if (order.amount <= 0n || order.staticEarned < 0n || order.dynamicEarned < 0n)
      throw new ClubSnapshotError(`order ${order.orderId} has a non-positive amount or a negative income`)
    if (
      order.staticEarned > staticCapOf(order.amount, rules) ||
      order.dynamicEarned > dynamicCapOf(order.amount, rules)
    )
      throw new ClubSnapshotError(`order ${order.orderId} has earned past its caps`)
    if (isStandingOrder(order.status) && order.activationDay === null)
      throw new ClubSnapshotError(`order ${order.orderId} is ${order.status} without an activation day`)
  }
  const { pools } = snapshot
  if (pools.static < 0n || pools.dynamic < 0n || pools.fee < 0n)
    throw new ClubSnapshotError('a pool is negative')
}
