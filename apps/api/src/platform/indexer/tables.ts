import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Where each log stream stands: the last block whose logs are applied, and its hash (a later run
 * compares it with the chain to detect a reorg). One row per (chain, stream).
 */
export const indexerCheckpoints = pgTable(
  'indexer_checkpoints',
  {
    chainId: integer('chain_id').notNull(),
    stream: text('stream').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.stream] })],
)

/**
 * Hashes of processed blocks inside the reorg window (every block that had logs, every batch end,
 * and the anchor block before the stream's start), used to find the fork point after a reorg.
 */
export const indexerBlocks = pgTable(
  'indexer_blocks',
  {
    chainId: integer('chain_id').notNull(),
    stream: text('stream').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.stream, t.blockNumber] })],
)

/** Every applied log, once per (chain, tx hash, log index): the exactly-once guard. */
export const indexerAppliedLogs = pgTable(
  'indexer_applied_logs',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    stream: text('stream').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    eventName: text('event_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('indexer_applied_logs_block_idx').on(t.chainId, t.stream, t.blockNumber),
  ],
)
