/**
 * Team performance and levels of every member at once (club-rules §5), bottom-up over the referral
 * tree: a member's figures depend only on their downline, so children are levelled before parents.
 */
import { memberLevel, type MemberLevelParameters } from './levels'
import { isStandingOrder } from './orderStatus'
import type { ClubRules, MemberLevel } from './rules'
import { ClubSnapshotError, type ClubMember, type ClubOrder } from './snapshot'

export type MemberTeamFigures = MemberLevelParameters & { level: MemberLevel }

export function clubTeamFigures(
  members: readonly ClubMember[],
  orders: readonly ClubOrder[],
  rules: ClubRules,
): Map<string, MemberTeamFigures> {
  const children = new Map<string, string[]>()
  for (const member of members) {
    if (member.referrerId === null) continue
    const directs = children.get(member.referrerId) ?? []
    directs.push(member.memberId)
    children.set(member.referrerId, directs)
  }
  const ownCount = new Map<string, number>()
  const ownVolume = new Map<string, bigint>()
  for (const order of orders) {
    if (!isStandingOrder(order.status)) continue
    ownCount.set(order.memberId, (ownCount.get(order.memberId) ?? 0) + 1)
    ownVolume.set(order.memberId, (ownVolume.get(order.memberId) ?? 0n) + order.amount)
  }

  // Breadth-first from the roots; reversed, every member comes after all of their downline.
  const walk = members.filter((member) => member.referrerId === null).map((member) => member.memberId)
  for (let index = 0; index < walk.length; index++) walk.push(...(children.get(walk[index] ?? '') ?? []))
  if (walk.length !== members.length) throw new ClubSnapshotError('the referral tree has a cycle')

  const figures = new Map<string, MemberTeamFigures>()
  const subtreeVolume = new Map<string, bigint>()
  const bestInLeg = new Map<string, MemberLevel>()
  for (const memberId of walk.reverse()) {
    const directs = children.get(memberId) ?? []
    const teamPerformance = directs.reduce((sum, id) => sum + (subtreeVolume.get(id) ?? 0n), 0n)
    const parameters: MemberLevelParameters = {
      ownOrders: ownCount.get(memberId) ?? 0,
      directsWithOrder: directs.filter((id) => (ownCount.get(id) ?? 0) > 0).length,
      teamPerformance,
      legLevels: directs.map((id) => bestInLeg.get(id) ?? 0),
    }
    const level = memberLevel(parameters, rules)
    figures.set(memberId, { ...parameters, level })
    subtreeVolume.set(memberId, teamPerformance + (ownVolume.get(memberId) ?? 0n))
    bestInLeg.set(memberId, Math.max(level, ...parameters.legLevels) as MemberLevel)
  }
  return figures
}
