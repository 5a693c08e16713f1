import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { MemberLevel } from '@vita/shared'
import type { MyNode } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../platform/db/client'
import { conflict, type DomainError } from '../../../platform/http/domainError'
import { lockMembers } from '../../members'
import { clubNodeChanges, clubNodes } from '../tables'
import { toMyNode } from './myNodeView'

/** Who asks for a node change, and the request's Idempotency-Key: the same key and request answer again. */
export type NodeRequest = { memberId: number; requestKey: string }
/** The node as it stands after the change; `replayed` when the key only answered an earlier change. */
export type NodeChangeReturnType = { node: MyNode; replayed: boolean }
/** idempotencyMismatch (409): the key was used with another request (another body, node or action). */
export type RunNodeRequestErrorType = DomainError

/**
 * Runs a member's node change in one transaction with the member's row locked, so one member's
 * requests (apply, upgrade, close) run one after another: a key used before answers the node as it
 * stands now (or idempotencyMismatch for another request); otherwise `change` runs and answers the node.
 */
export async function runNodeRequest(
  db: Db,
  { memberId, requestKey }: NodeRequest,
  requestHash: string,
  change: (tx: Db, holder: { level: MemberLevel }) => Promise<MyNode>,
): Promise<NodeChangeReturnType> {
  return db.transaction(async (tx) => {
    const [holder] = await lockMembers(tx, { memberIds: [memberId] })
    if (!holder) throw new Error(`member ${memberId} does not exist`)
    const [earlier] = await tx
      .select({ requestHash: clubNodeChanges.requestHash, node: clubNodes })
      .from(clubNodeChanges)
      .innerJoin(clubNodes, eq(clubNodes.id, clubNodeChanges.nodeId))
      .where(and(eq(clubNodeChanges.memberId, memberId), eq(clubNodeChanges.requestKey, requestKey)))
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw conflict('idempotencyMismatch')
      return { node: toMyNode(earlier.node), replayed: true }
    }
    return { node: await change(tx, holder), replayed: false }
  })
}

/** sha256 of a node request's canonical form: the action and its fields in a fixed order. */
export function nodeRequestHash(action: 'apply' | 'upgrade' | 'close', fields: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify([action, ...fields]))
    .digest('hex')
}
