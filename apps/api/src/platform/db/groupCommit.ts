export type GroupCommitOptions = {
  /** Most items in one statement. */
  maxBatchSize: number
  /** Most batches running at once (each holds a pooled connection while it runs). */
  maxInFlight: number
}

/**
 * Group commit (the ledger's posted transfers, the shop's checkout): callers that submit at the same time share
 * one `runBatch` call. Up to `maxInFlight` batches run at once; whatever arrives while all are busy
 * waits and goes out together, so a lone item goes at once (no timer) and under load batches grow by
 * themselves. `runBatch` answers one outcome per item, in order; if it throws, nothing of the batch was
 * committed and each caller is told to go 'alone' (its single-item path).
 */
export function createGroupCommit<Item, Outcome>(
  runBatch: (items: readonly Item[]) => Promise<Outcome[]>,
  options: GroupCommitOptions,
) {
  type Waiting = { item: Item; resolve: (outcome: Outcome | 'alone') => void }
  const queue: Waiting[] = []
  let inFlight = 0
  let scheduled = false
  const totals = { batches: 0, items: 0, failedBatches: 0 }

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
    totals.batches++
    totals.items += batch.length
    let outcomes: Outcome[]
    try {
      outcomes = await runBatch(batch.map((waiting) => waiting.item))
    } catch {
      totals.failedBatches++
      for (const waiting of batch) waiting.resolve('alone')
      return
    }
    batch.forEach((waiting, index) => waiting.resolve(outcomes[index] ?? 'alone'))
  }

  return {
    /** The item's outcome in a batch, or 'alone' when the caller must take its single-item path. */
    submit(item: Item): Promise<Outcome | 'alone'> {
      return new Promise((resolve) => {
        queue.push({ item, resolve })
        // Items submitted in the same tick join one batch.
        if (!scheduled) {
          scheduled = true
          queueMicrotask(pump)
        }
      })
    },
    /** Batches running now, items waiting, and totals so far (for tests and metrics). */
    stats: () => ({ inFlight, waiting: queue.length, ...totals }),
  }
}
export type GroupCommit<Item, Outcome> = ReturnType<typeof createGroupCommit<Item, Outcome>>
