import { and, eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import type { Db, Tx } from '../db/client'
import { indexerBlocks, indexerCheckpoints } from './tables'

export type StreamKey = { chainId: number; stream: string }
/** The stream the app's indexer job runs (every contract's logs). */
export const CONTRACTS_STREAM = 'contracts'
export type Checkpoint = { blockNumber: bigint; blockHash: Hex }

export async function loadCheckpoint(
  db: Db | Tx,
  { chainId, stream }: StreamKey,
): Promise<Checkpoint | undefined> {
  const [row] = await db
    .select({ blockNumber: indexerCheckpoints.blockNumber, blockHash: indexerCheckpoints.blockHash })
    .from(indexerCheckpoints)
    .where(and(eq(indexerCheckpoints.chainId, chainId), eq(indexerCheckpoints.stream, stream)))
  return row ? { blockNumber: row.blockNumber, blockHash: row.blockHash as Hex } : undefined
}

/**
 * Starts a stream just before its first block. The anchor's hash is kept (never pruned): if it no
 * longer matches, the whole chain was replaced (a restarted dev chain) and everything is rewound.
 */
export async function createCheckpoint(db: Db, key: StreamKey, anchor: Checkpoint): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(indexerCheckpoints)
      .values({ ...key, blockNumber: anchor.blockNumber, blockHash: anchor.blockHash })
      .onConflictDoNothing()
    await tx
      .insert(indexerBlocks)
      .values({ ...key, blockNumber: anchor.blockNumber, blockHash: anchor.blockHash })
      .onConflictDoNothing()
  })
}

/** Locks the stream's checkpoint row for the rest of the transaction (serializes runners). */
export async function lockCheckpoint(tx: Tx, { chainId, stream }: StreamKey): Promise<bigint | undefined> {
  const [row] = await tx
    .select({ blockNumber: indexerCheckpoints.blockNumber })
    .from(indexerCheckpoints)
    .where(and(eq(indexerCheckpoints.chainId, chainId), eq(indexerCheckpoints.stream, stream)))
    .for('update')
  return row?.blockNumber
}

export async function saveCheckpoint(tx: Tx, key: StreamKey, checkpoint: Checkpoint): Promise<void> {
  await tx
    .update(indexerCheckpoints)
    .set({ blockNumber: checkpoint.blockNumber, blockHash: checkpoint.blockHash, updatedAt: new Date() })
    .where(and(eq(indexerCheckpoints.chainId, key.chainId), eq(indexerCheckpoints.stream, key.stream)))
}
