import type { Deployment } from '@vita/contracts/deployment'
import type { Db } from '../db/client'
import type { ChainClient } from '../chain/clients'
import { applyBatch } from './applyBatch'
import {
  createCheckpoint,
  CONTRACTS_STREAM,
  loadCheckpoint,
  type Checkpoint,
  type StreamKey,
} from './checkpoint'
import { fetchBatch, routeSources } from './fetchBatch'
import { IndexerError } from './errors'
import type { HandlerRegistry } from './registry'
import { canonicalHash, findForkPoint, rewindTo } from './rewind'

export type IndexerParameters = {
  db: Db
  client: ChainClient
  chainId: number
  deployment: Pick<Deployment, 'startBlock' | 'contracts'>
  registry: HandlerRegistry
  /** Name of the log stream (one checkpoint each). Default 'contracts'. */
  stream?: string
  /** A log is applied once its block has this many confirmations (1 = as soon as it is mined). */
  confirmations: number
  /** Blocks per eth_getLogs call (public BSC nodes cap the range). Default 1000. */
  batchBlocks?: number
  /** Blocks of hashes kept to find fork points. Default 256. */
  reorgWindow?: number
  /** Stop after this many batches (the loop comes back for the rest). Default unlimited. */
  maxBatches?: number
  /** Asked before each batch; false stops the run (e.g. the leader lease was lost). */
  shouldContinue?: () => Promise<boolean>
  /** Told after each committed batch (metrics, benchmarks). */
  onBatchApplied?: (batch: BatchReport) => void
}

export type BatchReport = {
  fromBlock: bigint
  toBlock: bigint
  logs: number
  applied: number
  fetchMs: number
  applyMs: number
}

export type RunIndexerOnceReturnType = {
  applied: number
  batches: number
  /** Set when a reorg was found: the fork point everything above was un-applied to. */
  rewoundTo: bigint | undefined
  checkpoint: bigint
  head: bigint
}

/**
 * One pass: detect and undo a reorg, then fetch and apply confirmed logs from the checkpoint up to
 * head − (confirmations − 1) in bounded batches, each batch committed with its checkpoint.
 */
export async function runIndexerOnce(parameters: IndexerParameters): Promise<RunIndexerOnceReturnType> {
  const { db, client, registry } = parameters
  const key: StreamKey = { chainId: parameters.chainId, stream: parameters.stream ?? CONTRACTS_STREAM }
  const batchBlocks = BigInt(parameters.batchBlocks ?? 1_000)
  const confirmations = BigInt(Math.max(1, parameters.confirmations))
  const anchorBlock =
    BigInt(parameters.deployment.startBlock) > 0n ? BigInt(parameters.deployment.startBlock) - 1n : 0n
  const routing = routeSources(parameters)
  const context = { chainId: key.chainId, contracts: parameters.deployment.contracts }

  let checkpoint = await loadCheckpoint(db, key)
  if (!checkpoint) {
    const anchorHash = await canonicalHash(client, anchorBlock)
    if (!anchorHash) throw new IndexerError(`anchor block ${anchorBlock} not on the chain yet`, true)
    await createCheckpoint(db, key, { blockNumber: anchorBlock, blockHash: anchorHash })
    checkpoint = (await loadCheckpoint(db, key)) ?? { blockNumber: anchorBlock, blockHash: anchorHash }
  }

  let rewoundTo: bigint | undefined
  if ((await canonicalHash(client, checkpoint.blockNumber)) !== checkpoint.blockHash) {
    const fork = await findForkPoint(db, client, key)
    await rewindTo(db, registry, key, fork)
    rewoundTo = fork.blockNumber
    checkpoint = fork
  }

  const head = await client.getBlockNumber({ cacheTime: 0 })
  const safeHead = head - (confirmations - 1n)
  const maxBatches = parameters.maxBatches ?? Number.POSITIVE_INFINITY
  const reorgWindow = BigInt(parameters.reorgWindow ?? 256)
  let range = batchBlocks
  // Fetches the batch after `after`. A failed eth_getLogs over several blocks is retried on half
  // the range (nodes cap the range and the answer size); the range grows back after successes.
  const fetchAfter = async (after: Checkpoint) => {
    for (;;) {
      const fromBlock = after.blockNumber + 1n
      const toBlock = fromBlock + range - 1n < safeHead ? fromBlock + range - 1n : safeHead
      const started = performance.now()
      try {
        const batch = await fetchBatch(parameters, routing, after, fromBlock, toBlock)
        range = range * 2n < batchBlocks ? range * 2n : batchBlocks
        return { batch, fetchMs: performance.now() - started }
      } catch (error) {
        if (error instanceof IndexerError || toBlock === fromBlock) throw error
        range = (toBlock - fromBlock + 1n) / 2n
      }
    }
  }

  let applied = 0
  let batches = 0
  let next = checkpoint.blockNumber < safeHead ? fetchAfter(checkpoint) : undefined
  // A run told to stop leaves its fetch behind: a failure then (the node going away) is nobody's to report.
  next?.catch(() => undefined)
  while (next && batches < maxBatches) {
    if (parameters.shouldContinue && !(await parameters.shouldContinue())) break
    const { batch, fetchMs } = await next
    // Fetch the next batch while this one is applied: RPC and decoding overlap the database.
    next = batch.to.blockNumber < safeHead && batches + 1 < maxBatches ? fetchAfter(batch.to) : undefined
    next?.catch(() => undefined)
    const applyStarted = performance.now()
    const count = await applyBatch(db, batch, { key, context, reorgWindow, anchorBlock })
    parameters.onBatchApplied?.({
      fromBlock: batch.fromBlock,
      toBlock: batch.to.blockNumber,
      logs: batch.logs.length,
      applied: count,
      fetchMs,
      applyMs: performance.now() - applyStarted,
    })
    applied += count
    checkpoint = batch.to
    batches += 1
  }
  return { applied, batches, rewoundTo, checkpoint: checkpoint.blockNumber, head }
}
