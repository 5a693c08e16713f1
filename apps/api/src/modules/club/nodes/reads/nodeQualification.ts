import { nodeTierKey, qualifyForNodeTier, type MemberLevel, type NodeRules } from '@vita/shared'
import type { NodeQualification } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../../platform/db/client'
import { getAccountBalances } from '../../../ledger'
import { memberNode, myNodeView } from './memberNode'
import { takenPlaces } from './takenPlaces'

export type NodeQualificationParameters = { member: { id: number; level: number }; rules: NodeRules }

/**
 * GET /club/nodes/qualification: for every tier, what the caller meets and lacks (the shared
 * qualifyForNodeTier over their level, available DPINE and open node); a closing node does not count,
 * it neither blocks an application nor is upgraded.
 */
export async function nodeQualification(
  db: Db,
  { member, rules }: NodeQualificationParameters,
): Promise<NodeQualification> {
  const [[dpine], open, taken] = await Promise.all([
    getAccountBalances(db, { owner: { memberId: member.id }, currency: 'DPINE' }),
    memberNode(db, member.id, ['open']),
    takenPlaces(db),
  ])
  const availableDpine = dpine?.available ?? 0n
  const applicant = { memberLevel: member.level as MemberLevel, availableDpine, openNode: open }
  return {
    memberLevel: member.level,
    availableDpine: availableDpine.toString(),
    node: open ? myNodeView(open) : null,
    tiers: rules.tiers.map((tier) => {
      const check = qualifyForNodeTier(applicant, tier, taken.get(nodeTierKey(tier)) ?? 0)
      return {
        type: tier.type,
        level: tier.level,
        memberLevel: check.memberLevel,
        stake: {
          available: check.stake.available.toString(),
          required: check.stake.required.toString(),
          met: check.stake.met,
        },
        places: check.places,
        action: check.action,
        qualified: check.qualified,
      }
    }),
  }
}
