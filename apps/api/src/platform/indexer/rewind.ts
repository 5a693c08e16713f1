import { and, desc, eq, gt } from 'drizzle-orm'
import { BlockNotFoundError, type Hex } from 'viem'
import type { Db } from '../db/client'
import type { ChainClient } from '../chain/clients'
import { lockCheckpoint, saveCheckpoint, type Checkpoint, type StreamKey } from './checkpoint'
import { IndexerError } from './errors'
import type { HandlerRegistry } from './registry'
import { indexerAppliedLogs, indexerBlocks } from './tables'

const HASHES_PER_ROUND = 32

/** The chain's hash at `blockNumber`, or undefined when the chain is not that long (any more). */
export async function canonicalHash(client: ChainClient, blockNumber: bigint): Promise<Hex | undefined> {
  try {
    const block = await client.getBlock({ blockNumber })
    return block.hash ?? undefined
  } catch (error) {
    if (error instanceof BlockNotFoundError) return undefined
    throw error
  }
}

/**
 * The newest stored block that is still on the canonical chain: everything at or below it is
 * unchanged (each hash commits to its parent). The anchor is always stored, so it is the last
 * candidate; if even the anchor changed, the chain was replaced and the fork point is the anchor
 * with its new hash (everything is re-indexed).
 */
export async function findForkPoint(db: Db, client: ChainClient, key: StreamKey): Promise<Checkpoint> {
  const stored = await db
    .select({ blockNumber: indexerBlocks.blockNumber, blockHash: indexerBlocks.blockHash })
    .from(indexerBlocks)
    .where(and(eq(indexerBlocks.chainId, key.chainId), eq(indexerBlocks.stream, key.stream)))
    .orderBy(desc(indexerBlocks.blockNumber))
  for (let i = 0; i < stored.length; i += HASHES_PER_ROUND) {
    const round = stored.slice(i, i + HASHES_PER_ROUND)
    const hashes = await Promise.all(round.map((block) => canonicalHash(client, block.blockNumber)))
    const match = round.find((block, j) => hashes[j] === block.blockHash)
    if (match) return { blockNumber: match.blockNumber, blockHash: match.blockHash as Hex }
  }
  const anchor = stored.at(-1)
  if (!anchor) throw new IndexerError('no stored blocks for the stream', true)
  const anchorHash = await canonicalHash(client, anchor.blockNumber)
  if (!anchorHash)
    throw new IndexerError(`chain is shorter than the anchor block ${anchor.blockNumber}`, true)
  return { blockNumber: anchor.blockNumber, blockHash: anchorHash }
}

/**
 * Un-applies everything above the fork point in one transaction: each handler's effects, the
 * exactly-once keys, the stored hashes; then moves the checkpoint back to the fork point.
 */
export async function rewindTo(
  db: Db,
  registry: HandlerRegistry,
  key: StreamKey,
  fork: Checkpoint,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCheckpoint(tx, key)
    for (const rewind of registry.rewinders)
      await rewind(tx, { chainId: key.chainId, afterBlock: fork.blockNumber })
    await tx
      .delete(indexerAppliedLogs)
      .where(
        and(
          eq(indexerAppliedLogs.chainId, key.chainId),
          eq(indexerAppliedLogs.stream, key.stream),
          gt(indexerAppliedLogs.blockNumber, fork.blockNumber),
        ),
      )
    await tx
      .delete(indexerBlocks)
      .where(
        and(
          eq(indexerBlocks.chainId, key.chainId),
          eq(indexerBlocks.stream, key.stream),
          gt(indexerBlocks.blockNumber, fork.blockNumber),
        ),
      )
    await tx
      .insert(indexerBlocks)
      .values({ ...key, ...fork })
      .onConflictDoUpdate({
        target: [indexerBlocks.chainId, indexerBlocks.stream, indexerBlocks.blockNumber],
        set: { blockHash: fork.blockHash },
      })
    await saveCheckpoint(tx, key, fork)
  })
}
