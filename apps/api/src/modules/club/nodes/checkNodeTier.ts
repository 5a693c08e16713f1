import {
  qualifyForNodeTier,
  type MemberLevel,
  type NodeQualification,
  type NodeTier,
  type NodeTierRule,
} from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { conflict, type DomainError } from '../../../platform/http/domainError'
import { createLedger } from '../../ledger'
import { nodePlacesTaken } from './nodePlaces'

export type CheckNodeTierParameters = {
  memberId: number
  memberLevel: MemberLevel
  /** The node being upgraded; null for an application. */
  openNode: (NodeTier & { stake: bigint }) | null
  tier: NodeTierRule
}
/** The qualification, which met every requirement. */
export type CheckNodeTierReturnType = NodeQualification
/** 409: nodeUpgradeNotHigher, nodeLevelTooLow, nodeStakeInsufficient, nodePlacesFull (checked in that order). */
export type CheckNodeTierErrorType = DomainError

/**
 * The member's qualification for `tier` as the qualification screen shows it (the shared
 * qualifyForNodeTier), or the first requirement it lacks. Places and balance read here may be taken
 * meanwhile: the place's conditional increment and the ledger's hold decide in the end.
 */
export async function checkNodeTier(
  db: Db,
  { memberId, memberLevel, openNode, tier }: CheckNodeTierParameters,
): Promise<CheckNodeTierReturnType> {
  const [dpine] = await createLedger(db).getAccountBalances({ owner: { memberId }, currency: 'DPINE' })
  const taken = await nodePlacesTaken(db, tier)
  const check = qualifyForNodeTier(
    { memberLevel, availableDpine: dpine?.available ?? 0n, openNode },
    tier,
    taken,
  )
  if (check.action !== 'apply' && check.action !== 'upgrade') throw conflict('nodeUpgradeNotHigher')
  if (!check.memberLevel.met) throw conflict('nodeLevelTooLow')
  if (!check.stake.met) throw conflict('nodeStakeInsufficient')
  if (!check.places.met) throw conflict('nodePlacesFull')
  return check
}
