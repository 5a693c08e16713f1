import { and, asc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { clubNodes, type ClubNodeRow } from '../tables'
import { releaseNodeStake } from './nodeStake'
import { recordNodeChange } from './recordNodeChange'
import { transitionNode } from './transitionNode'

export type ReleaseNodeStakesParameters = {
  now: Date
  /** Nodes released per transaction; default 100. */
  batchSize?: number
  /** Stops between batches once aborted (the job runner is stopping or lost its lease). */
  signal?: AbortSignal
}
export type ReleaseNodeStakesReturnType = { released: number }

/**
 * Gives back the stakes of closing nodes whose release time has come (club-rules §7: released after the
 * cooling period) and closes them. One transaction per batch: the ledger transfer
 * (`node:<uuid>:release`), the conditional transition and the change row commit together, so a crash
 * leaves a node either untouched or released. Due nodes are locked with `skip locked`, so runs at the
 * same time take different nodes, and a node released once is `closed`: never released twice.
 */
export async function releaseNodeStakes(
  db: Db,
  { now, batchSize = 100, signal }: ReleaseNodeStakesParameters,
): Promise<ReleaseNodeStakesReturnType> {
  let released = 0
  while (!signal?.aborted) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(clubNodes)
        .where(and(eq(clubNodes.status, 'closing'), lte(clubNodes.releaseAt, now)))
        .orderBy(asc(clubNodes.releaseAt), asc(clubNodes.id))
        .limit(batchSize)
        .for('update', { skipLocked: true })
      for (const node of due) await releaseNode(tx, node, now)
      return due.length
    })
    released += count
    if (count < batchSize) break
  }
  return { released }
}

async function releaseNode(db: Db, node: ClubNodeRow, now: Date): Promise<void> {
  const transfer = await releaseNodeStake(db, node)
  const closed = await transitionNode(db, {
    nodeId: node.id,
    from: node.status,
    event: 'stakeReleased',
    changes: { releasedAt: now },
  })
  await recordNodeChange(db, {
    node: closed,
    kind: 'release',
    from: node,
    stakeDelta: node.stake,
    ledgerTransferId: transfer.id,
  })
}
