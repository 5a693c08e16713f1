import type { Db } from '../../../platform/db/client'
import type { DomainError } from '../../../platform/http/domainError'
import { loadClubRules } from '../rules/loadClubRules'
import { findHolderNode } from './findHolderNode'
import { toMyNode } from './myNodeView'
import { freeNodePlace } from './nodePlaces'
import { nodeRequestHash, runNodeRequest, type NodeChangeReturnType, type NodeRequest } from './nodeRequest'
import { recordNodeChange } from './recordNodeChange'
import { transitionNode } from './transitionNode'

export type CloseNodeParameters = NodeRequest & { nodeUuid: string; now: Date }
export type CloseNodeReturnType = NodeChangeReturnType
/** notFound (404: not the member's node); 409: nodeTransitionRefused (not open), idempotencyMismatch. */
export type CloseNodeErrorType = DomainError

const DAY_MS = 86_400_000

/**
 * The holder closes their open node (club-rules §7): it becomes `closing` (no rewards, stake still
 * held), its place is given back, and its stake comes due for release `releaseCoolingDays` later
 * (releaseNodeStakes). Days here are 24 hours from the closing instant, not business days.
 */
export async function closeNode(db: Db, p: CloseNodeParameters): Promise<CloseNodeReturnType> {
  const { releaseCoolingDays } = (await loadClubRules(db)).nodes
  const requestHash = nodeRequestHash('close', [p.nodeUuid])
  return runNodeRequest(db, p, requestHash, async (tx) => {
    const node = await findHolderNode(tx, p)
    const closing = await transitionNode(tx, {
      nodeId: node.id,
      from: node.status,
      event: 'closedByHolder',
      changes: { closingAt: p.now, releaseAt: new Date(p.now.getTime() + releaseCoolingDays * DAY_MS) },
    })
    await freeNodePlace(tx, node)
    await recordNodeChange(tx, {
      node: closing,
      kind: 'close',
      from: node,
      stakeDelta: 0n,
      request: { key: p.requestKey, hash: requestHash },
    })
    return toMyNode(closing)
  })
}
