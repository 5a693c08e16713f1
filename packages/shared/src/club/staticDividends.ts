/**
 * One business day of static dividends (club-rules §2): pool × daily rate, shared by weighted
 * shares among the orders earning that day, each capped by what is left of its static cap.
 * Rounding is down; every remainder and whatever a capped order cannot take stays in the pool.
 */
import { BPS, applyBps, type ClubRules, type MemberLevel } from './rules'

export type StaticDividendOrder = {
  orderId: string
  memberId: string
  shares: bigint
  /** The member's level for the day (its multiplier weighs the shares). */
  level: MemberLevel
  staticCapLeft: bigint
}

export type StaticDividendsParameters = {
  poolBalance: bigint
  /** Only the orders earning today: active at the start of the day and not completed. */
  orders: readonly StaticDividendOrder[]
  rules: ClubRules
}

export type StaticMemberStatement = {
  memberId: string
  myShares: bigint
  myWeightedShares: bigint
  amount: bigint
  /** Static cap left on the member's earning orders after today. */
  capLeft: bigint
}

export type StaticDividendStatement = {
  pool: bigint
  rateBps: bigint
  dailyAmount: bigint
  totalShares: bigint
  totalWeightedShares: bigint
  paid: bigint
  poolAfter: bigint
  members: StaticMemberStatement[]
}

export type StaticDividendsReturnType = {
  orders: { orderId: string; memberId: string; amount: bigint }[]
  statement: StaticDividendStatement
}

export function settleStaticDividends({
  poolBalance,
  orders,
  rules,
}: StaticDividendsParameters): StaticDividendsReturnType {
  const dailyAmount = applyBps(poolBalance, rules.staticDailyRateBps)
  const weightOf = (order: StaticDividendOrder) =>
    order.shares * (rules.levelMultipliersBps[order.level] ?? BPS)
  const totalShares = orders.reduce((sum, order) => sum + order.shares, 0n)
  const totalWeightedShares = orders.reduce((sum, order) => sum + weightOf(order), 0n)

  const paidOrders = orders.map((order) => {
    // A day with no weighted shares pays nothing and carries the pool over.
    const entitled = totalWeightedShares === 0n ? 0n : (dailyAmount * weightOf(order)) / totalWeightedShares
    const amount = entitled < order.staticCapLeft ? entitled : order.staticCapLeft
    return { orderId: order.orderId, memberId: order.memberId, amount }
  })

  const members = new Map<string, StaticMemberStatement>()
  orders.forEach((order, index) => {
    const amount = paidOrders[index]?.amount ?? 0n
    const member = members.get(order.memberId) ?? {
      memberId: order.memberId,
      myShares: 0n,
      myWeightedShares: 0n,
      amount: 0n,
      capLeft: 0n,
    }
    member.myShares += order.shares
    member.myWeightedShares += weightOf(order)
    member.amount += amount
    member.capLeft += order.staticCapLeft - amount
    members.set(order.memberId, member)
  })

  const paid = paidOrders.reduce((sum, order) => sum + order.amount, 0n)
  return {
    orders: paidOrders,
    statement: {
      pool: poolBalance,
      rateBps: rules.staticDailyRateBps,
      dailyAmount,
      totalShares,
      totalWeightedShares,
      paid,
      poolAfter: poolBalance - paid,
      members: [...members.values()],
    },
  }
}
