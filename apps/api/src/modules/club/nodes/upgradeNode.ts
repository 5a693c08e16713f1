import type { NodeTierRequest } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../platform/db/client'
import { conflict, type DomainError } from '../../../platform/http/domainError'
import { loadClubRules } from '../rules/loadClubRules'
import { tierInForce } from './applyNode'
import { checkNodeTier } from './checkNodeTier'
import { findHolderNode } from './findHolderNode'
import { toMyNode } from './myNodeView'
import { freeNodePlace, takeNodePlace } from './nodePlaces'
import { nodeRequestHash, runNodeRequest, type NodeChangeReturnType, type NodeRequest } from './nodeRequest'
import { holdNodeStake } from './nodeStake'
import { recordNodeChange } from './recordNodeChange'
import { nextNodeStatus, transitionNode } from './transitionNode'

export type UpgradeNodeParameters = NodeRequest & { nodeUuid: string; tier: NodeTierRequest }
export type UpgradeNodeReturnType = NodeChangeReturnType
/**
 * notFound (404: not the member's node); 409: nodeTransitionRefused (not open), nodeUpgradeNotHigher,
 * nodeLevelTooLow, nodeStakeInsufficient (the difference), nodePlacesFull, idempotencyMismatch.
 */
export type UpgradeNodeErrorType = DomainError

/**
 * The holder moves their open node to a tier with a higher stake (club-rules §7): the old tier's place
 * is given back, one of the new tier taken, and the difference of the stakes held
 * (`node:<uuid>:upgrade:<request key>`), all in one transaction with the member's row locked.
 */
export async function upgradeNode(db: Db, p: UpgradeNodeParameters): Promise<UpgradeNodeReturnType> {
  const tier = tierInForce((await loadClubRules(db)).nodes, p.tier)
  const requestHash = nodeRequestHash('upgrade', [p.nodeUuid, p.tier.type, p.tier.level])
  return runNodeRequest(db, p, requestHash, async (tx, holder) => {
    const node = await findHolderNode(tx, p)
    nextNodeStatus(node.status, 'upgraded')
    const check = await checkNodeTier(tx, {
      memberId: p.memberId,
      memberLevel: holder.level,
      openNode: node,
      tier,
    })
    // The old place first, then the new one: places are locked in the order of their stakes, never in a cycle.
    await freeNodePlace(tx, node)
    if (!(await takeNodePlace(tx, tier))) throw conflict('nodePlacesFull')
    const difference = check.stake.required
    const transfer = await holdNodeStake(tx, {
      node,
      amount: difference,
      idempotencyKey: `node:${node.uuid}:upgrade:${p.requestKey}`,
    })
    const upgraded = await transitionNode(tx, {
      nodeId: node.id,
      from: node.status,
      event: 'upgraded',
      changes: { type: tier.type, level: tier.level, stake: node.stake + difference },
    })
    await recordNodeChange(tx, {
      node: upgraded,
      kind: 'upgrade',
      from: node,
      stakeDelta: difference,
      request: { key: p.requestKey, hash: requestHash },
      ledgerTransferId: transfer.id,
    })
    return toMyNode(upgraded)
  })
}
