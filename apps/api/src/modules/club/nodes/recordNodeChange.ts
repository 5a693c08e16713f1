import type { NodeTier } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { clubNodeChanges, type ClubNodeRow } from '../tables'

export type RecordNodeChangeParameters = {
  /** The node after the change. */
  node: Pick<ClubNodeRow, 'id' | 'memberId' | 'type' | 'level'>
  kind: 'apply' | 'upgrade' | 'close' | 'release'
  /** The tier before the change; null for an application. */
  from: NodeTier | null
  /** DPINE held (apply, upgrade) or released (release); 0 for close. */
  stakeDelta: bigint
  /** The member's request (its Idempotency-Key and nodeRequestHash); absent for the release job. */
  request?: { key: string; hash: string }
  ledgerTransferId?: number
}

/** Appends the change to the node's audit trail (club_node_changes), which also replays the request. */
export async function recordNodeChange(db: Db, p: RecordNodeChangeParameters): Promise<void> {
  await db.insert(clubNodeChanges).values({
    nodeId: p.node.id,
    memberId: p.node.memberId,
    kind: p.kind,
    fromType: p.from?.type ?? null,
    fromLevel: p.from?.level ?? null,
    toType: p.node.type,
    toLevel: p.node.level,
    stakeDelta: p.stakeDelta,
    requestKey: p.request?.key ?? null,
    requestHash: p.request?.hash ?? null,
    ledgerTransferId: p.ledgerTransferId ?? null,
  })
}
