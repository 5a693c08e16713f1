/**
 * One business day of dynamic dividends (club-rules §3): pool × 2%; 20% to the top four by team
 * performance (ties: earlier join, then member id), split equally among them; of the other 80%, half
 * equally per qualified member and half by team performance. Each member is capped by the dynamic
 * cap left on their orders, consumed oldest first. Rounding is down; the rest stays in the pool.
 */
import { applyBps, type ClubRules, type MemberLevel } from './rules'

export type DynamicDividendMember = {
  memberId: string
  /** Sortable join time (earlier joins win top-four ties). */
  joinedAt: number
  level: MemberLevel
  teamPerformance: bigint
  /** The member's orders earning today (active at the start of the day, not exited), oldest first. */
  orders: readonly { orderId: string; dynamicCapLeft: bigint }[]
}

export type DynamicDividendsParameters = {
  poolBalance: bigint
  members: readonly DynamicDividendMember[]
  rules: ClubRules
}

export type DynamicMemberStatement = {
  memberId: string
  teamPerformance: bigint
  topFour: boolean
  /** Before the cap. */
  entitled: bigint
  amount: bigint
  capLeft: bigint
}

export type DynamicDividendStatement = {
  pool: bigint
  rateBps: bigint
  dailyAmount: bigint
  topFourAllocation: bigint
  userCountWeight: bigint
  teamPerformanceWeight: bigint
  qualifiedUserCount: number
  totalTeamPerformance: bigint
  paid: bigint
  poolAfter: bigint
  members: DynamicMemberStatement[]
}

export type DynamicDividendsReturnType = {
  orders: { orderId: string; memberId: string; amount: bigint }[]
  statement: DynamicDividendStatement
}

/** Qualified (spec §6, club-rules §3): V1 or above with an order not exited. */
export const isDynamicQualified = (member: DynamicDividendMember) =>
  member.level >= 1 && member.orders.length > 0

export function settleDynamicDividends({
  poolBalance,
  members,
  rules,
}: DynamicDividendsParameters): DynamicDividendsReturnType {
  const dailyAmount = applyBps(poolBalance, rules.dynamicDailyRateBps)
  const topFourAllocation = applyBps(dailyAmount, rules.topFourShareBps)
  const userCountWeight = applyBps(dailyAmount - topFourAllocation, rules.userCountShareBps)
  const teamPerformanceWeight = dailyAmount - topFourAllocation - userCountWeight

  const qualified = members.filter(isDynamicQualified)
  const count = BigInt(qualified.length)
  const totalTeamPerformance = qualified.reduce((sum, member) => sum + member.teamPerformance, 0n)
  const ranked = [...qualified].sort(
    (a, b) =>
      (a.teamPerformance === b.teamPerformance ? 0 : a.teamPerformance > b.teamPerformance ? -1 : 1) ||
      a.joinedAt - b.joinedAt ||
      (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0),
  )
  const topFour = new Set(ranked.slice(0, rules.topFourCount).map((member) => member.memberId))
  // Fewer than four qualified: the allocation is split among those there are.
  const topFourEach = topFour.size === 0 ? 0n : topFourAllocation / BigInt(topFour.size)

  const orders: DynamicDividendsReturnType['orders'] = []
  const statements = qualified.map((member): DynamicMemberStatement => {
    const entitled =
      (topFour.has(member.memberId) ? topFourEach : 0n) +
      userCountWeight / count +
      (totalTeamPerformance === 0n
        ? 0n
        : (teamPerformanceWeight * member.teamPerformance) / totalTeamPerformance)
    let rest = entitled
    let capLeft = 0n
    for (const order of member.orders) {
      const amount = rest < order.dynamicCapLeft ? rest : order.dynamicCapLeft
      rest -= amount
      capLeft += order.dynamicCapLeft - amount
      if (amount > 0n) orders.push({ orderId: order.orderId, memberId: member.memberId, amount })
    }
    const amount = entitled - rest
    return {
      memberId: member.memberId,
      teamPerformance: member.teamPerformance,
      topFour: topFour.has(member.memberId),
      entitled,
      amount,
      capLeft,
    }
  })

  const paid = statements.reduce((sum, member) => sum + member.amount, 0n)
  return {
    orders,
    statement: {
      pool: poolBalance,
      rateBps: rules.dynamicDailyRateBps,
      dailyAmount,
      topFourAllocation,
      userCountWeight,
      teamPerformanceWeight,
      qualifiedUserCount: qualified.length,
      totalTeamPerformance,
      paid,
      poolAfter: poolBalance - paid,
      members: statements,
    },
  }
}
