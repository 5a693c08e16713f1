import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Hex } from 'viem'
import type { Db, Tx } from '../db/client'
import { lockCheckpoint, saveCheckpoint, type Checkpoint, type StreamKey } from './checkpoint'
import { CheckpointMovedError } from './errors'
import type { HandlerContext, IndexedLog, RegisteredEvent } from './registry'
import { forEachChunk, JSON_ROWS_PER_STATEMENT, jsonRows, queryRows } from '../db/sql'
import { indexerBlocks } from './tables'

export type RoutedLog = { event: RegisteredEvent; log: IndexedLog }

export type LogBatch = {
  /** First block of the batch; the checkpoint must be at `fromBlock - 1`. */
  fromBlock: bigint
  /** Last block of the batch: the new checkpoint. */
  to: Checkpoint
  /** In chain order (block number, log index). */
  logs: RoutedLog[]
  /** Hashes of the blocks the batch saw (blocks with logs and its last block). */
  blockHashes: Map<bigint, Hex>
}

export type ApplyBatchParameters = {
  key: StreamKey
  context: HandlerContext
  /** Stored block hashes older than `to - reorgWindow` are pruned, except the anchor. */
  reorgWindow: bigint
  anchorBlock: bigint
}

// Stays far below PostgreSQL's 65,535 bind parameters per statement.
const ROWS_PER_INSERT = 1_000

/**
 * Applies a batch and advances the checkpoint in ONE transaction, so a crash anywhere leaves either
 * all of it or none. Logs already in indexer_applied_logs (delivered twice) are skipped.
 * Returns how many logs were applied.
 */
export async function applyBatch(db: Db, batch: LogBatch, parameters: ApplyBatchParameters): Promise<number> {
  const { key, context } = parameters
  return db.transaction(async (tx) => {
    const current = await lockCheckpoint(tx, key)
    if (current !== batch.fromBlock - 1n) throw new CheckpointMovedError(batch.fromBlock - 1n, current)

    const fresh = await recordAppliedLogs(tx, key, batch.logs)
    for (const run of runsOfSameEvent(fresh)) {
      await run.event.apply(
        tx,
        run.logs.map((routed) => routed.log),
        context,
      )
    }

    const blocks = [...batch.blockHashes].map(([blockNumber, blockHash]) => ({
      ...key,
      blockNumber,
      blockHash,
    }))
    for (let i = 0; i < blocks.length; i += ROWS_PER_INSERT) {
      await tx
        .insert(indexerBlocks)
        .values(blocks.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoUpdate({
          target: [indexerBlocks.chainId, indexerBlocks.stream, indexerBlocks.blockNumber],
          set: { blockHash: sql`excluded.block_hash` },
        })
    }
    await tx
      .delete(indexerBlocks)
      .where(
        and(
          eq(indexerBlocks.chainId, key.chainId),
          eq(indexerBlocks.stream, key.stream),
          lt(indexerBlocks.blockNumber, batch.to.blockNumber - parameters.reorgWindow),
          gt(indexerBlocks.blockNumber, parameters.anchorBlock),
        ),
      )
    await saveCheckpoint(tx, key, batch.to)
    return fresh.length
  })
}

/** Inserts the exactly-once keys; returns the logs that were not applied before, in order. */
async function recordAppliedLogs(tx: Tx, key: StreamKey, logs: RoutedLog[]): Promise<RoutedLog[]> {
  const inserted = new Set<string>()
  await forEachChunk(logs, JSON_ROWS_PER_STATEMENT, async (chunk) => {
    const rows = chunk.map(({ log, event }) => ({
      t: log.txHash,
      i: log.logIndex,
      n: log.blockNumber.toString(),
      h: log.blockHash,
      e: event.key,
    }))
    const fresh = await queryRows<{ t: string; i: number }>(
      tx,
      sql`insert into indexer_applied_logs (chain_id, tx_hash, log_index, stream, block_number, block_hash, event_name)
        select ${key.chainId}::int, r.t, r.i, ${key.stream}::text, r.n, r.h, r.e
        from json_to_recordset(${jsonRows(rows)}) as r(t text, i int, n bigint, h text, e text)
        on conflict do nothing
        returning tx_hash as t, log_index as i`,
    )
    for (const row of fresh) inserted.add(`${row.t}:${row.i}`)
  })
  return logs.filter(({ log }) => inserted.has(`${log.txHash}:${log.logIndex}`))
}

/** Consecutive logs of the same event, so handlers get batches yet effects keep chain order. */
function* runsOfSameEvent(logs: RoutedLog[]): Generator<{ event: RegisteredEvent; logs: RoutedLog[] }> {
  let run: { event: RegisteredEvent; logs: RoutedLog[] } | undefined
  for (const routed of logs) {
    if (run && run.event !== routed.event) {
      yield run
      run = undefined
    }
    run ??= { event: routed.event, logs: [] }
    run.logs.push(routed)
  }
  if (run) yield run
}
