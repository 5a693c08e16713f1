import { findNodeTier, type NodeRules, type NodeTier, type NodeTierRule } from '@vita/shared'
import type { NodeTierRequest } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../platform/db/client'
import { conflict, type DomainError } from '../../../platform/http/domainError'
import { businessDay } from '../../../platform/jobs'
import { loadClubRules } from '../rules/loadClubRules'
import { clubNodes } from '../tables'
import { checkNodeTier } from './checkNodeTier'
import { findOpenNode } from './findHolderNode'
import { toMyNode } from './myNodeView'
import { nodeRequestHash, runNodeRequest, type NodeChangeReturnType, type NodeRequest } from './nodeRequest'
import { takeNodePlace } from './nodePlaces'
import { holdNodeStake } from './nodeStake'
import { recordNodeChange } from './recordNodeChange'

export type ApplyNodeParameters = NodeRequest & {
  tier: NodeTierRequest
  now: Date
  /** SETTLEMENT_TIME_ZONE: the node's opened day is the business day of `now` there. */
  timeZone: string
}
export type ApplyNodeReturnType = NodeChangeReturnType
/**
 * 409: nodeAlreadyHeld, nodeLevelTooLow, nodeStakeInsufficient, nodePlacesFull, idempotencyMismatch
 * (same key, another request). A refused application changes nothing.
 */
export type ApplyNodeErrorType = DomainError

/**
 * The member applies for a node tier (club-rules §7): in one transaction, with the member's row locked,
 * it takes a place of the tier, opens the node and holds its stake from the member's available DPINE
 * (`node:<uuid>:apply`).
 */
export async function applyNode(db: Db, p: ApplyNodeParameters): Promise<ApplyNodeReturnType> {
  const tier = tierInForce((await loadClubRules(db)).nodes, p.tier)
  const requestHash = nodeRequestHash('apply', [p.tier.type, p.tier.level])
  return runNodeRequest(db, p, requestHash, async (tx, holder) => {
    if (await findOpenNode(tx, p.memberId)) throw conflict('nodeAlreadyHeld')
    await checkNodeTier(tx, { memberId: p.memberId, memberLevel: holder.level, openNode: null, tier })
    if (!(await takeNodePlace(tx, tier))) throw conflict('nodePlacesFull')
    const [node] = await tx
      .insert(clubNodes)
      .values({
        memberId: p.memberId,
        type: tier.type,
        level: tier.level,
        stake: tier.stake,
        openedDay: businessDay(p.now, p.timeZone),
        openedAt: p.now,
      })
      .returning()
    if (!node) throw new Error('the node insert returned nothing')
    const transfer = await holdNodeStake(tx, {
      node,
      amount: tier.stake,
      idempotencyKey: `node:${node.uuid}:apply`,
    })
    await recordNodeChange(tx, {
      node,
      kind: 'apply',
      from: null,
      stakeDelta: tier.stake,
      request: { key: p.requestKey, hash: requestHash },
      ledgerTransferId: transfer.id,
    })
    return toMyNode(node)
  })
}

/** The tier's row of the rules in force (validated rules hold every tier). */
export function tierInForce(rules: NodeRules, tier: NodeTier): NodeTierRule {
  const rule = findNodeTier(rules, tier)
  if (!rule) throw new Error(`the club rules have no node tier ${tier.type} ${tier.level}`)
  return rule
}
