import { bigint, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core'
import type { IndexedLog } from './registry'

/** A uint256 token amount or id: numeric(78,0) as bigint. */
export const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })

/**
 * Columns naming where an indexed log sits: unique per (chain, tx, log index); the block fields let a
 * module's rewind handler undo what a reorg dropped. A new object per table (drizzle binds columns).
 */
export const chainRefColumns = () => ({
  chainId: integer('chain_id').notNull(),
  txHash: text('tx_hash').notNull(),
  logIndex: integer('log_index').notNull(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
  blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
})

/** The chainRefColumns values of a log. */
export function chainRefOf(log: IndexedLog<unknown>) {
  return {
    chainId: log.chainId,
    txHash: log.txHash,
    logIndex: log.logIndex,
    blockNumber: log.blockNumber,
    blockHash: log.blockHash,
    blockTime: log.blockTime,
  }
}

/** Inserts in chunks that stay far below PostgreSQL's 65,535 bind parameters per statement. */
export async function insertInChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 1_000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}
