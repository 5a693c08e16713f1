import type { Db } from '../../platform/db/client'
import { type BatchOutcome, type BatchTransfer, postTransferBatch } from './postTransferBatch'

export type TransferBatcherOptions = {
  /** Most transfers in one statement. */
  maxBatchSize: number
  /** Most batches running at once (each holds a pooled connection while it runs). */
  maxInFlight: number
}

/**
 * Two batches at a time keep two server cores busy (measured on the 2-core machine: 2 → 3,500–4,600
 * transfers/s, 4 → 3,900/s, 8 → 2,900/s with 16 clients); more load makes batches bigger, not more.
 */
export const defaultTransferBatcherOptions: TransferBatcherOptions = { maxBatchSize: 128, maxInFlight: 2 }

type Waiting = {
  transfer: BatchTransfer
  resolve: (outcome: BatchOutcome | 'alone') => void
}

/**
 * Group commit for posted transfers: callers that post at the same time share one statement. Up to
 * `maxInFlight` batches run at once (what waits is spread over the free ones); whatever arrives while
 * all are busy waits and goes out together, so a lone transfer goes at once (no timer) and under load
 * batches grow by themselves.
 * If a batch statement fails as a whole (connection lost, deadlock victim, …), nothing of it was
 * committed and each of its callers is told to post alone ('alone'), the single-statement path.
 */
export function createTransferBatcher(
  db: Db,
  options: TransferBatcherOptions = defaultTransferBatcherOptions,
  runBatch: (db: Db, transfers: readonly BatchTransfer[]) => Promise<BatchOutcome[]> = postTransferBatch,
) {
  const queue: Waiting[] = []
  let inFlight = 0
  let scheduled = false
  const totals = { batches: 0, transfers: 0, failedBatches: 0 }

  const pump = () => {
    scheduled = false
    while (inFlight < options.maxInFlight && queue.length > 0) {
      // Spread what waits over the free slots, so batches run side by side on the server's cores.
      const free = options.maxInFlight - inFlight
      const batch = queue.splice(0, Math.min(options.maxBatchSize, Math.ceil(queue.length / free)))
      inFlight++
      void run(batch).finally(() => {
        inFlight--
        pump()
      })
    }
  }

  const run = async (batch: Waiting[]) => {
    let outcomes: BatchOutcome[]
    totals.batches++
    totals.transfers += batch.length
    try {
      outcomes = await runBatch(
        db,
        batch.map((waiting) => waiting.transfer),
      )
    } catch {
      totals.failedBatches++
      for (const waiting of batch) waiting.resolve('alone')
      return
    }
    batch.forEach((waiting, index) => waiting.resolve(outcomes[index] ?? 'alone'))
  }

  return {
    /** The item's outcome in a batch, or 'alone' when the caller must post it on its own. */
    submit(transfer: BatchTransfer): Promise<BatchOutcome | 'alone'> {
      return new Promise((resolve) => {
        queue.push({ transfer, resolve })
        // Transfers posted in the same tick join one batch.
        if (!scheduled) {
          scheduled = true
          queueMicrotask(pump)
        }
      })
    },
    /** Batches running now, transfers waiting, and totals so far (for tests and metrics). */
    stats: () => ({ inFlight, waiting: queue.length, ...totals }),
  }
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
