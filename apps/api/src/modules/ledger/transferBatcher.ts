import type { Db } from '../../platform/db/client'
import { createGroupCommit, type GroupCommitOptions } from '../../platform/db/groupCommit'
import { type BatchOutcome, type BatchTransfer, postTransferBatch } from './postTransferBatch'

export type TransferBatcherOptions = GroupCommitOptions

/**
 * Two batches at a time keep two server cores busy (measured on the 2-core machine: 2 → 3,500–4,600
 * transfers/s, 4 → 3,900/s, 8 → 2,900/s with 16 clients); more load makes batches bigger, not more.
 */
export const defaultTransferBatcherOptions: TransferBatcherOptions = { maxBatchSize: 128, maxInFlight: 2 }

/**
 * Group commit for posted transfers (platform/db/groupCommit): callers that post at the same time share
 * one statement; a lone transfer goes at once and under load batches grow by themselves. If a batch
 * statement fails as a whole (connection lost, deadlock victim, …), nothing of it was committed and each
 * of its callers is told to post alone ('alone'), the single-statement path.
 */
export function createTransferBatcher(
  db: Db,
  options: TransferBatcherOptions = defaultTransferBatcherOptions,
  runBatch: (db: Db, transfers: readonly BatchTransfer[]) => Promise<BatchOutcome[]> = postTransferBatch,
) {
  return createGroupCommit<BatchTransfer, BatchOutcome>((transfers) => runBatch(db, transfers), options)
}
export type TransferBatcher = ReturnType<typeof createTransferBatcher>

const batchers = new WeakMap<Db, TransferBatcher>()
/** Sets how postings on this root handle are batched (replaces its batcher; call while it is idle). */
export function configureTransferBatching(db: Db, options: TransferBatcherOptions): void {
  const current = batchers.get(db)?.stats()
  if (current && (current.inFlight > 0 || current.waiting > 0))
    throw new Error('ledger: transfer batching reconfigured while busy')
  batchers.set(db, createTransferBatcher(db, options))
}

/** The batcher of a root database handle (one per handle). */
export function transferBatcherFor(db: Db): TransferBatcher {
  let batcher = batchers.get(db)
  if (!batcher) batchers.set(db, (batcher = createTransferBatcher(db)))
  return batcher
}
