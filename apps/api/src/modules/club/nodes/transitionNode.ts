import { and, eq, sql } from 'drizzle-orm'
import { nodeTransition, type NodeEvent, type NodeStatus } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { conflict, type DomainError } from '../../../platform/http/domainError'
import { clubNodes, type ClubNodeRow } from '../tables'

/** Columns an event may write beside the status (the new tier and stake, closing and release times). */
export type NodeChanges = Partial<
  Pick<typeof clubNodes.$inferInsert, 'type' | 'level' | 'stake' | 'closingAt' | 'releaseAt' | 'releasedAt'>
>

export type TransitionNodeParameters = {
  nodeId: number
  /** The status the caller read: the update applies only while the node is still in it. */
  from: NodeStatus
  event: NodeEvent
  changes?: NodeChanges
}
export type TransitionNodeReturnType = ClubNodeRow
/** nodeTransitionRefused (409): the state machine refuses the event, or the node left `from` meanwhile. */
export type TransitionNodeErrorType = DomainError

/**
 * The one writer of `club_nodes.status`: the shared state machine decides the next status, and the
 * update is conditional on the status read, so a refused or raced event changes nothing.
 */
export async function transitionNode(
  db: Db,
  { nodeId, from, event, changes = {} }: TransitionNodeParameters,
): Promise<TransitionNodeReturnType> {
  const status = nextNodeStatus(from, event)
  const [row] = await db
    .update(clubNodes)
    .set({ ...changes, status, updatedAt: sql`now()` })
    .where(and(eq(clubNodes.id, nodeId), eq(clubNodes.status, from)))
    .returning()
  if (!row) throw refused(from, event)
  return row
}

/**
 * The status `event` leads to from `status`, or nodeTransitionRefused: lets a request refuse early,
 * before it checks tiers, places and stakes for an event the node cannot take.
 */
export function nextNodeStatus(status: NodeStatus, event: NodeEvent): NodeStatus {
  const next = nodeTransition(status, event)
  if (next === null) throw refused(status, event)
  return next
}

const refused = (status: NodeStatus, event: NodeEvent) => conflict('nodeTransitionRefused', { status, event })
