/**
 * The invite reward (club-rules §4): the direct referrer gets `inviteReward` from the fee pool when
 * an invitee's first order becomes active, and gives it back when that order is un-applied by a
 * reorg. A reorg undoes the activation as if it never happened, so the invitee's first active order
 * is then the earliest one still standing, which carries the reward instead (one per invitee).
 */
import { isStandingOrder, type OrderStatus } from './orderStatus'
import type { ClubRules } from './rules'

export type InviteRewardOrder = {
  orderId: string
  status: OrderStatus
  activationDay: number | null
  /** The referrer this order's invite reward was paid to, or null. */
  inviteRewardTo: string | null
}

export type InviteRewardParameters = {
  inviteeId: string
  referrerId: string | null
  orders: readonly InviteRewardOrder[]
  rules: ClubRules
}

export type InviteRewardChange = {
  kind: 'grant' | 'reversal'
  orderId: string
  inviteeId: string
  referrerId: string
  amount: bigint
}

const byActivation = (a: InviteRewardOrder, b: InviteRewardOrder) =>
  (a.activationDay ?? 0) - (b.activationDay ?? 0) ||
  (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0)

/** Reversals (rewarded orders no longer standing) first, then at most one grant. */
export function inviteRewardChanges({
  inviteeId,
  referrerId,
  orders,
  rules,
}: InviteRewardParameters): InviteRewardChange[] {
  const changes: InviteRewardChange[] = []
  for (const order of orders) {
    if (order.inviteRewardTo !== null && !isStandingOrder(order.status))
      changes.push({
        kind: 'reversal',
        orderId: order.orderId,
        inviteeId,
        referrerId: order.inviteRewardTo,
        amount: rules.inviteReward,
      })
  }
  const standing = orders.filter((order) => isStandingOrder(order.status))
  const rewarded = standing.some((order) => order.inviteRewardTo !== null)
  const first = [...standing].sort(byActivation)[0]
  if (referrerId !== null && !rewarded && first !== undefined && rules.inviteReward > 0n)
    changes.push({ kind: 'grant', orderId: first.orderId, inviteeId, referrerId, amount: rules.inviteReward })
  return changes
}
