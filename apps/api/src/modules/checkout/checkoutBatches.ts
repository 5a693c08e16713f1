import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db } from '../../platform/db/client'
import { createGroupCommit, type GroupCommit, type GroupCommitOptions } from '../../platform/db/groupCommit'

/** One step of checkout for several requests in one transaction: one outcome per request, in order. */
export type CheckoutRun<Item, Outcome> = (tx: Db, items: readonly Item[]) => Promise<Outcome[]>

/**
 * One batch at a time per kind: a placing batch and a paying batch run side by side, and whatever
 * arrives meanwhile makes the next batch bigger (docs/benchmarks.md, checkout).
 */
export const checkoutBatchOptions: GroupCommitOptions = { maxBatchSize: 64, maxInFlight: 1 }

/**
 * Checkout's transport (the rules are in placeOrders and payOrders, one implementation each, written
 * for a batch): on the root handle, requests that arrive at the same time share one transaction of a
 * few set-based statements and one commit (platform/db/groupCommit), each with its own outcome. If a
 * batch fails as a whole (a deadlock victim, a lost connection, a refusal only the database noticed),
 * nothing of it was committed and each request runs again as a batch of its own, whose error is its
 * answer. Inside a caller's transaction a request is a batch of one in that transaction. ADR 005.
 */
export function checkoutBatching<Item, Outcome>(run: CheckoutRun<Item, Outcome>) {
  const batchers = new WeakMap<Db, GroupCommit<Item, Outcome>>()
  const create = (db: Db, options: GroupCommitOptions) =>
    createGroupCommit((items: readonly Item[]) => db.transaction((tx) => run(tx, items)), options)
  const batcherOf = (db: Db) => {
    let batcher = batchers.get(db)
    if (!batcher) batchers.set(db, (batcher = create(db, checkoutBatchOptions)))
    return batcher
  }
  return {
    /** The request's outcome: batched with others on the root handle, alone inside a transaction. */
    async submit(db: Db, item: Item): Promise<Outcome> {
      if (db instanceof PgTransaction) return only(await run(db as Db, [item]))
      const outcome = await batcherOf(db).submit(item)
      if (outcome !== 'alone') return outcome
      return only(await db.transaction((tx) => run(tx, [item])))
    },
    /** Sets how requests on this root handle are batched (call while its batcher is idle). */
    configure(db: Db, options: GroupCommitOptions): void {
      const stats = batchers.get(db)?.stats()
      if (stats && (stats.inFlight > 0 || stats.waiting > 0))
        throw new Error('shop: checkout batching reconfigured while busy')
      batchers.set(db, create(db, options))
    },
    /** Batches run so far on this root handle (the benchmark and tests read them). */
    stats: (db: Db) => batcherOf(db).stats(),
  }
}

function only<T>(outcomes: readonly T[]): T {
  const [outcome] = outcomes
  if (outcomes.length !== 1 || outcome === undefined)
    throw new Error('shop: a batch of one answered otherwise')
  return outcome
}
